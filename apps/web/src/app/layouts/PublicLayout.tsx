import { Layout } from "antd";
import { Outlet } from "react-router";
import { ChatLauncher } from "../../features/chat/index.ts";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

/** The root layout of the public area: header, page, footer, the online consultation button. */
export function PublicLayout() {
  return (
    <Layout className="public-layout">
      <SiteHeader />
      <Layout.Content className="public-content" id="main">
        <Outlet />
      </Layout.Content>
      <SiteFooter />
      <ChatLauncher />
    </Layout>
  );
}
