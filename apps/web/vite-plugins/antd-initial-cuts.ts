import type { Plugin } from "vite";

/**
 * Every module the entry imports statically lands in the initial chunk whole, with every export
 * a lazy page uses from it, even when the shell never runs it; a module pages share comes
 * whole in the same way. Five of Ant Design's imports brought that way what a public page's
 * first render never runs:
 * - a form item's label imports the tooltip (the trigger and popup library) for its `tooltip`
 *   prop, which no form here sets: here it is loaded when first rendered;
 * - `ConfigProvider` imports the tooltip's `UniqueProvider` (the trigger and popup library, the
 *   portal, the resize observer), which it renders only with `tooltip={{ unique: true }}`: here
 *   it is loaded when first rendered, which this portal never does.
 * - the button's and the tag's styles call `isBright` of the colour picker's presets, a module
 *   that holds the presets panel and imports the collapse: here it comes from a module of its
 *   own, a copy of antd 6's `isBright` (`antd/es/color-picker/components/ColorPresets.js`);
 * - antd's colour class and colour helpers (the tooltip's colours use them) import the colour
 *   picker's entry (the picker and its panels) for its `Color` class: here they import that
 *   class's own module.
 * - the form's contexts, which every input reads, import the form library's entry for its
 *   `FormProvider`; the entry attaches the field, list and `useForm` to the form, so the whole
 *   library and its validator came with any input (the search page's box, 14 KB gzipped): here
 *   they import the provider's own module.
 * A cut that no longer finds its import (Ant Design changed) fails the build: read the new code
 * and adapt or drop it.
 */
export function antdInitialCuts(): Plugin {
  const lazyUniqueProvider = "\0antd-lazy-unique-provider";
  const lazyFormTooltip = "\0antd-lazy-form-tooltip";
  /** What each lazy stand-in loads when first rendered. */
  const lazyModules: Record<string, string> = {
    [lazyUniqueProvider]: "antd/es/tooltip/UniqueProvider/index.js",
    [lazyFormTooltip]: "antd/es/tooltip/index.js",
  };
  const isBright = "\0antd-is-bright";
  const cuts = [
    {
      importer: /\/antd\/es\/config-provider\/index\.js$/,
      source: "../tooltip/UniqueProvider",
      to: lazyUniqueProvider,
    },
    {
      importer: /\/antd\/es\/form\/FormItemLabel\.js$/,
      source: "../tooltip",
      to: lazyFormTooltip,
    },
    {
      importer: /\/antd\/es\/(button\/style\/token|tag\/style\/index)\.js$/,
      source: "../../color-picker/components/ColorPresets",
      to: isBright,
    },
    {
      importer: /\/antd\/es\/color-picker\/(color|util)\.js$/,
      source: "@rc-component/color-picker",
      to: "@rc-component/color-picker/es/color.js",
    },
    {
      importer: /\/antd\/es\/form\/context\.js$/,
      source: "@rc-component/form",
      to: "@rc-component/form/es/FormContext.js",
    },
  ];
  const applied = new Set<string>();
  return {
    name: "antd-initial-cuts",
    enforce: "pre",
    apply: "build",
    async resolveId(source, importer) {
      const cut = importer && cuts.find((c) => c.source === source && c.importer.test(importer));
      if (!cut) return null;
      applied.add(cut.source);
      if (cut.to.startsWith("\0")) return cut.to;
      return this.resolve(cut.to, importer, { skipSelf: true });
    },
    async load(id) {
      const lazyModule = lazyModules[id];
      if (lazyModule) {
        const real = await this.resolve(lazyModule);
        if (!real) this.error(`${lazyModule} not found`);
        return `import { createElement, lazy, Suspense } from "react";
const Real = lazy(() => import(${JSON.stringify(real.id)}));
export default function LazyStandIn(props) {
  return createElement(Suspense, { fallback: null }, createElement(Real, props));
}`;
      }
      if (id === isBright) {
        return `import { Color as RcColor } from "@rc-component/color-picker/es/color.js";
export const isBright = (value, bgColorToken) => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};`;
      }
      return null;
    },
    buildEnd(error) {
      const missing = cuts.filter((cut) => !applied.has(cut.source));
      if (!error && missing.length > 0) {
        this.error(
          `antd-initial-cuts: no longer imported: ${missing.map((c) => c.source).join(", ")}`,
        );
      }
    },
  };
}
