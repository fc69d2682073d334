import { Layout } from "antd";
import { Outlet } from "react-router";
import { LanguageSwitcher } from "../../components/LanguageSwitcher.tsx";
import { BrandLogo } from "./BrandLogo.tsx";
import "./site-header.css";

/** The bare frame of /im and /apply: logo, language, page. */
export function StandaloneLayout() {
  return (
    <Layout className="standalone-layout">
      <Layout.Header className="site-header">
        <div className="site-header-inner">
          <BrandLogo />
          <div className="site-header-spacer" />
          <div className="site-header-actions">
            <LanguageSwitcher compact />
          </div>
        </div>
      </Layout.Header>
      <Layout.Content className="public-content" id="main">
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
