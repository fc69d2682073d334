import { theme } from "antd";
import { Outlet } from "react-router";
import { ChatLauncher } from "../../features/chat/index.ts";
import { antdCssVarClass } from "../../lib/antd-theme.ts";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";
import "./public-layout.css";

/**
 * The root layout of the public area: header, page, footer, the online consultation button.
 * Plain elements, not antd's `Layout` (whose sider and styles every first visit would load),
 * drawn as it drew them (public-layout.css). The frame carries the classes antd's components
 * carry, its style hash and its theme's variables, so that what is inside sees the same
 * Ant Design link style and `--ant-*` variables as inside antd's Layout.
 */
export function PublicLayout() {
  const { hashId } = theme.useToken();
  return (
    <div className={`public-layout ${hashId} ${antdCssVarClass}`}>
      <SiteHeader />
      <main className="public-content" id="main">
        <Outlet />
      </main>
      <SiteFooter />
      <ChatLauncher />
    </div>
  );
}
