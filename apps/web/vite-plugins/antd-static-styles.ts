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
 * content), each as it is drawn there: a colour tag registers the preset colours' styles, the
 * search box the compact group's. One missing here still looks right: antd writes its styles
 * in the browser as before, only slower.
 */
function publicPageComponents(): ReactNode[] {
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
    h(Input.Search, { key: "search" }),
    h(Input.Password, { key: "password" }),
    h(
      Form,
      { key: "form" },
      h(Form.Item, { label: "·", name: "field", help: "·", validateStatus: "error" }, h(Input)),
    ),
    h(Radio.Group, { key: "radio", optionType: "button", options: ["·"] }),
    h(Radio, { key: "radio-plain" }),
    h(List<string>, {
      key: "list",
      dataSource: ["·"],
      renderItem: (item) => h(List.Item, null, item),
    }),
  ];
}

/**
 * The styles antd's CSS-in-JS writes in the browser for those components, computed once at
 * build instead. At the slow phone's CPU, antd spent about a third of a first visit's script
 * time turning its style objects into CSS (the grid's columns alone are 87,000 characters) and
 * inserting it. The file ends with antd's own record of the styles it holds
 * (`.data-ant-cssinjs-cache-path`), which antd reads when it first draws and so skips writing
 * those; any other component is still styled in the browser.
 */
export function antdStaticStylesheet(): string {
  if (process.env.NODE_ENV !== "production") {
    // antd names its styles differently outside production; the page would match none of them.
    throw new Error("antd static styles: computed outside production (NODE_ENV)");
  }
  const cache = createCache();
  renderToString(
    h(StyleProvider, { cache }, h(ConfigProvider, { theme: antdTheme }, publicPageComponents())),
  );
  return extractStyle(cache, { plain: true, types: ["style"] });
}

const assetName = "antd-static.css";

/**
 * Emits the stylesheet and links it just before the app's own CSS, so that ours still overrides
 * antd's as it did when antd prepended its styles at runtime, and after the boot script, which a
 * stylesheet above it would hold back. The module scripts wait for it (a stylesheet in the head
 * blocks them), so antd reads its record before it first draws.
 */
export function antdStaticStyles(): Plugin {
  return {
    name: "portal-antd-static-styles",
    apply: "build",
    buildStart() {
      this.emitFile({ type: "asset", name: assetName, source: antdStaticStylesheet() });
    },
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        if (!bundle) return html;
        const asset = Object.values(bundle).find(
          (output) => output.type === "asset" && output.names.includes(assetName),
        );
        if (!asset) throw new Error("antd static styles: the stylesheet is not in the build");
        const appStylesheet = html.indexOf('<link rel="stylesheet"');
        if (appStylesheet < 0) throw new Error("antd static styles: index.html links no CSS");
        const link = `<link rel="stylesheet" href="/${asset.fileName}">\n    `;
        return html.slice(0, appStylesheet) + link + html.slice(appStylesheet);
      },
    },
  };
}
