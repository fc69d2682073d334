import type { ThemeConfig } from "antd";

/**
 * The class under which Ant Design declares the theme's CSS variables (`--ant-*`), set here
 * rather than derived from an id, so that an element of ours can carry it as antd's components
 * do (the public layout's frame: app/layouts/PublicLayout.tsx).
 */
export const antdCssVarClass = "css-var-portal";

/** The portal's Ant Design theme, for the app's ConfigProvider and the toasts' own. */
export const antdTheme: ThemeConfig = {
  cssVar: { key: antdCssVarClass },
  token: {
    colorPrimary: "#1660e8",
    // Hover darkens instead of Ant Design's lighter #3d84f5, which reads at 3.6:1 with white
    // text on a primary button and as a link on white; this one reads at 6.7:1.
    colorPrimaryHover: "#1353cc",
    // Info (e.g. the "processing" tag) in the brand blue: Ant Design's #1677ff on its pale
    // background reads at 3.7:1, below the 4.5:1 of WCAG AA.
    colorInfo: "#1660e8",
    // Ant Design's red (#ff4d4f) reads at 3.3:1 on white: errors and "sign out" need 4.5:1.
    colorError: "#cf1322",
    // Ant Design's defaults for secondary (45 %) and placeholder (25 %) text fall below the
    // 4.5:1 contrast of WCAG AA; these keep the hierarchy and pass on white and grey.
    colorTextDescription: "rgba(0, 0, 0, 0.6)",
    colorTextPlaceholder: "rgba(0, 0, 0, 0.56)",
    borderRadius: 8,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
  },
};
