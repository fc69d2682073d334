import {
  ArrowLeftOutlined,
  DownOutlined,
  LogoutOutlined,
  MenuOutlined,
  UserOutlined,
} from "@ant-design/icons";
import { permissions } from "@portal/shared";
import {
  App,
  Avatar,
  Badge,
  Button,
  Drawer,
  Dropdown,
  Grid,
  Layout,
  Menu,
  type MenuProps,
  Result,
} from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { LanguageSwitcher } from "../../components/LanguageSwitcher.tsx";
import { LoadFailure } from "../../components/LoadFailure.tsx";
import { PageLoading } from "../../components/PageLoading.tsx";
import { useCurrentUser } from "../../features/account/index.ts";
import { useManagementMenuPages } from "../../features/users/index.ts";
import { useAppStore } from "../../lib/app-store.ts";
import { loginPathFor } from "../../lib/redirect.ts";
import { clearManagementMarker, signedOutOnPurpose } from "../../lib/session.ts";
import { BrandLogo } from "../layouts/BrandLogo.tsx";
import { useDisplayName } from "../layouts/use-display-name.ts";
import { useSignOut } from "../layouts/use-sign-out.ts";
import { FailedSignInNotice } from "./FailedSignInNotice.tsx";
import { groupMenuPages, mayOpenManagementPage } from "./management-menu.ts";
import "../layouts/site-header.css";
import "../layouts/user-menu.css";
import "./management.css";

/** The menu of the pages `menu/list-menu` answered for the signed-in staff member. */
function useManagementMenuItems(
  pages: Parameters<typeof groupMenuPages>[0],
  onNavigate?: () => void,
) {
  const { t } = useTranslation();
  const items: MenuProps["items"] = groupMenuPages(pages).map((section) => ({
    type: "group",
    key: section.group,
    label: t(`management.groups.${section.group}`),
    children: section.pages.map(({ path, badge }) => ({
      key: path,
      label: (
        <Link to={`/server/${path}`} onClick={onNavigate}>
          {t(`routes.${path}`)} <Badge count={badge} size="small" overflowCount={99} />
        </Link>
      ),
    })),
  }));
  return items;
}

/**
 * /server/*: the management frame, inside Ant Design's `App`, whose context-aware dialogs and
 * toasts the management pages use (the public pages go through lib/feedback.ts).
 */
export function ManagementLayout() {
  return (
    <App component={false}>
      <ManagementFrame />
    </App>
  );
}

/** The frame with the menu of the staff member's permissions. */
function ManagementFrame() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const token = useAppStore((state) => state.token);
  const current = useCurrentUser();
  const signOut = useSignOut("/server/login");
  const name = useDisplayName();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const held = current.data?.permissions ?? [];
  const hasAccess = held.includes(permissions.managementAccess);
  const menuPages = useManagementMenuPages(hasAccess);
  const items = useManagementMenuItems(menuPages.data ?? []);
  const drawerItems = useManagementMenuItems(menuPages.data ?? [], () => setDrawerOpen(false));
  const child = location.pathname.split("/")[2] ?? "";
  const wide = screens.lg === true;

  useEffect(() => {
    if (current.data && !hasAccess) clearManagementMarker();
  }, [current.data, hasAccess]);

  if (!token) {
    const target = signedOutOnPurpose() ? "/server/login" : loginPathFor(location.pathname);
    return <Navigate to={target} replace />;
  }
  if (current.isPending) return <PageLoading fullScreen />;
  if (current.isError) {
    return (
      <LoadFailure
        title={t("common.loadFailed")}
        error={current.error}
        onRetry={() => void current.refetch()}
      />
    );
  }
  if (!hasAccess) return <Navigate to="/server/login" replace />;

  const menu = (menuItems: MenuProps["items"]) =>
    menuItems && menuItems.length > 0 ? (
      <Menu
        mode="inline"
        items={menuItems}
        selectedKeys={[child]}
        aria-label={t("management.menu")}
        className="management-menu"
      />
    ) : menuPages.isPending ? null : (
      <p className="management-menu-empty">{t("management.noPages")}</p>
    );

  return (
    <Layout className="management-layout">
      {wide ? (
        <Layout.Sider width={232} theme="light" className="management-sider">
          <div className="management-sider-logo">
            <BrandLogo to="/server" />
          </div>
          {menu(items)}
        </Layout.Sider>
      ) : (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          size={272}
          title={t("management.title")}
          styles={{ body: { padding: "12px 8px" } }}
        >
          {menu(drawerItems)}
        </Drawer>
      )}
      <Layout>
        <Layout.Header className="management-header">
          {wide ? null : (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t("common.openMenu")}
              onClick={() => setDrawerOpen(true)}
              data-testid="open-management-menu"
            />
          )}
          <span className="management-header-title">{t("management.title")}</span>
          <div className="site-header-spacer" />
          <LanguageSwitcher compact={!wide} />
          <Dropdown
            trigger={["click"]}
            placement="bottomRight"
            menu={{
              items: [
                { key: "site", icon: <ArrowLeftOutlined />, label: t("management.backToSite") },
                { type: "divider" },
                {
                  key: "signOut",
                  icon: <LogoutOutlined />,
                  label: t("common.signOut"),
                  danger: true,
                },
              ],
              onClick: ({ key }) => (key === "signOut" ? signOut() : navigate("/home")),
            }}
          >
            <Button type="text" className="user-menu-button" aria-label={t("common.userMenu")}>
              {/* Decorative (alt=""): the button is named, the name is beside it. */}
              <Avatar
                size="small"
                src={current.data.user.avatarUrl || undefined}
                icon={<UserOutlined />}
                alt=""
              />
              {wide ? <span className="user-menu-name">{name}</span> : null}
              <DownOutlined aria-hidden />
            </Button>
          </Dropdown>
        </Layout.Header>
        <Layout.Content className="management-content" id="main">
          <FailedSignInNotice />
          {mayOpenManagementPage(child, held) ? (
            <Outlet />
          ) : (
            <Result status="403" title="403" subTitle={t("management.forbidden")} />
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
