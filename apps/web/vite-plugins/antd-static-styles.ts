import { createCache, extractStyle, StyleProvider } from "@ant-design/cssinjs";
import {
  Alert,
  Button,
  Col,
  Collapse,
  ConfigProvider,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  List,
  Radio,
  Result,
  Row,
  Skeleton,
  Space,
  Spin,
  Tag,
} from "antd";
import { createElement as h, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { Plugin } from "vite";
import { antdTheme } from "../src/lib/antd-theme.ts";

/**
 * The Ant Design components a public page draws on a first visit (its frame, loading state and
 * content), each as it is drawn there: a colour tag registers the preset colours' styles. One
 * missing here still looks right: antd writes its styles in the browser as before, only slower.
 */
function everyPageComponents(): ReactNode[] {
  return [
    h(Button, { key: "button", type: "primary" }, "·"),
    h(Tag, { key: "tag" }, "·"),
    h(Tag, { key: "tag-preset", color: "blue" }, "·"),
    h(Tag, { key: "tag-status", color: "success" }, "·"),
    h(Skeleton, { key: "skeleton", active: true, avatar: true }),
    h(Skeleton.Button, { key: "skeleton-button", active: true }),
    h(Skeleton.Input, { key: "skeleton-input", active: true }),
    h(Skeleton.Image, { key: "skeleton-image", active: true }),
    h(Row, { key: "row" }, h(Col, { span: 12 })),
    h(Space, { key: "space" }, "·"),
    h(Spin, { key: "spin" }),
    h(Flex, { key: "flex" }),
    h(Collapse, { key: "collapse", items: [{ key: "1", label: "·", children: "·" }] }),
    h(Alert, { key: "alert", title: "·", showIcon: true }),
    h(Descriptions, { key: "descriptions", items: [{ key: "1", label: "·", children: "·" }] }),
    h(Empty, { key: "empty" }),
    h(Result, { key: "result", status: "404", title: "·" }),
    h(List<string>, {
      key: "list",
      dataSource: ["·"],
      renderItem: (item) => h(List.Item, null, item),
    }),
  ];
}

/**
 * What only the pages with a form or a field draw (signing in, the forum pages, the product
 * selector): the search box with its compact group, the password field, the form with an
 * error, the radio buttons. A third of antd's styles, which a page without them need not fetch.
 */
function formComponents(): ReactNode[] {
  return [
    h(Input.Search, { key: "search" }),
    h(Input.Password, { key: "password" }),
    h(
      Form,
      { key: "form" },
      h(Form.Item, { label: "·", name: "field", help: "·", validateStatus: "error" }, h(Input)),
    ),
    h(Radio.Group, { key: "radio", optionType: "button", options: ["·"] }),
    h(Radio, { key: "radio-plain" }),
  ];
}

/** antd's record of the styles a stylesheet holds, which ends each extraction. */
const styleRecord = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}$/;

/**
 * The styles antd's CSS-in-JS writes in the browser for those components, computed once at
 * build instead. At the slow phone's CPU, antd spent about a third of a first visit's script
 * time turning its style objects into CSS (the grid's columns alone are 87,000 characters) and
 * inserting it. Each stylesheet ends with antd's own record of the styles it holds
 * (`.data-ant-cssinjs-cache-path`), which antd reads when it first draws and so skips writing
 * those; any other component is still styled in the browser.
 *
 * `everyPage` holds the components of every public page with its record; `forms` only the
 * form components' styles, with a record of both that outranks the first (`div.`): a page that
 * has both reads that one, a page with `everyPage` alone writes a form's styles if it draws one.
 */
export function antdStaticStylesheets(): { everyPage: string; forms: string } {
  if (process.env.NODE_ENV !== "production") {
    // antd names its styles differently outside production; the page would match none of them.
    throw new Error("antd static styles: computed outside production (NODE_ENV)");
  }
  const cache = createCache();
  const draw = (components: ReactNode[]) =>
    renderToString(
      h(StyleProvider, { cache }, h(ConfigProvider, { theme: antdTheme }, components)),
    );
  draw(everyPageComponents());
  const everyPage = extractStyle(cache, { plain: true, types: ["style"], once: true });
  draw(formComponents());
  const formsOnly = extractStyle(cache, { plain: true, types: ["style"], once: true });
  const both = styleRecord.exec(extractStyle(cache, { plain: true, types: ["style"] }))?.[1];
  if (!styleRecord.test(formsOnly) || !both) {
    throw new Error("antd static styles: antd's record of its styles has changed form");
  }
  const forms = formsOnly.replace(
    styleRecord,
    `div.data-ant-cssinjs-cache-path{content:"${both}";}`,
  );
  return { everyPage, forms };
}

const everyPageAsset = "antd-static.css";
const formsAsset = "antd-static-forms.css";

/** Where index.html's boot script receives the form styles' address; empty in development. */
export const formsStylesheetMarker = '/* antd forms stylesheet */ ""';

/**
 * Emits the stylesheets. The every-page one is linked just before the app's own CSS, so that
 * ours still overrides antd's as it did when antd prepended its styles at runtime, and after the
 * boot script, which a stylesheet above it would hold back. The boot script writes the forms one
 * in (`document.write`, so that it is the parser's, as a link in the file is) for the pages that
 * draw a form. The module scripts wait for both (a parser's stylesheet in the head blocks them),
 * so antd reads its record before it first draws.
 */
export function antdStaticStyles(): Plugin {
  return {
    name: "portal-antd-static-styles",
    apply: "build",
    buildStart() {
      const { everyPage, forms } = antdStaticStylesheets();
      this.emitFile({ type: "asset", name: everyPageAsset, source: everyPage });
      this.emitFile({ type: "asset", name: formsAsset, source: forms });
    },
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        if (!bundle) return html;
        const fileOf = (name: string) => {
          const asset = Object.values(bundle).find(
            (output) => output.type === "asset" && output.names.includes(name),
          );
          if (!asset) throw new Error(`antd static styles: ${name} is not in the build`);
          return asset.fileName;
        };
        // After the boot script, which writes a link of its own.
        const appStylesheet = html.indexOf('<link rel="stylesheet"', html.indexOf("</script>"));
        if (appStylesheet < 0) throw new Error("antd static styles: index.html links no CSS");
        if (!html.includes(formsStylesheetMarker)) {
          throw new Error("antd static styles: index.html's boot script has lost its marker");
        }
        const link = `<link rel="stylesheet" href="/${fileOf(everyPageAsset)}">\n    `;
        return (html.slice(0, appStylesheet) + link + html.slice(appStylesheet)).replace(
          formsStylesheetMarker,
          JSON.stringify(`/${fileOf(formsAsset)}`),
        );
      },
    },
  };
}
