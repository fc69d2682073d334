import { Layout } from "antd";
import { Outlet } from "react-router";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

/** The root layout of the public area: header, page, footer. */
export function PublicLayout() {
  return (
    <Layout className="public-layout">
      <SiteHeader />
      <Layout.Content className="public-content" id="main">
        <Outlet />
      </Layout.Content>
      <SiteFooter />
    </Layout>
  );
}
