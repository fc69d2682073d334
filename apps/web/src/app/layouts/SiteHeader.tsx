import { LogoutOutlined, MenuOutlined, UserOutlined } from "@ant-design/icons";
import { Avatar, Button, Divider, Drawer, Grid, Layout, Menu, type MenuProps, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { BrandLogo } from "../../components/BrandLogo.tsx";
import { LanguageSwitcher } from "../../components/LanguageSwitcher.tsx";
import { useCurrentUser } from "../../features/account/index.ts";
import { useAppStore } from "../../lib/app-store.ts";
import { activeNavigationPath, siteNavigation } from "../site-navigation.ts";
import { UserMenu, useDisplayName, useSignInPath } from "./UserMenu.tsx";
import { useSignOut } from "./use-sign-out.ts";

function useMenuItems(onNavigate?: () => void): MenuProps["items"] {
  const { t } = useTranslation();
  const link = (path: string, labelKey: string) => (
    <Link to={path} onClick={onNavigate}>
      {t(labelKey)}
    </Link>
  );
  return siteNavigation.map((entry) =>
    "children" in entry
      ? {
          key: entry.key,
          label: t(entry.labelKey),
          children: entry.children.map((child) => ({
            key: child.path,
            label: link(child.path, child.labelKey),
          })),
        }
      : { key: entry.path, label: link(entry.path, entry.labelKey) },
  );
}

/** The drawer of phones: who is signed in, the navigation and the account links. */
function MobileNavigation({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const items = useMenuItems(onClose);
  const token = useAppStore((state) => state.token);
  const current = useCurrentUser();
  const name = useDisplayName();
  const signInPath = useSignInPath();
  const signOut = useSignOut();
  const active = activeNavigationPath(location.pathname);
  const user = current.data?.user;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={300}
      title={t("nav.main")}
      className="mobile-navigation"
      styles={{ body: { padding: "12px 8px" } }}
    >
      {token && user ? (
        <div className="mobile-navigation-user">
          {/* Decorative (alt=""): the name is written beside it. */}
          <Avatar src={user.avatarUrl || undefined} icon={<UserOutlined />} alt="" />
          <span>{name}</span>
        </div>
      ) : (
        <Space className="mobile-navigation-auth">
          <Link to={signInPath} onClick={onClose}>
            <Button>{t("common.signIn")}</Button>
          </Link>
          <Link to="/register" onClick={onClose}>
            <Button type="primary">{t("common.register")}</Button>
          </Link>
        </Space>
      )}
      <Menu
        mode="inline"
        items={items}
        selectedKeys={active ? [active] : []}
        aria-label={t("nav.main")}
      />
      {token && user ? (
        <>
          <Divider />
          <Menu
            mode="inline"
            selectable={false}
            items={[
              {
                key: "home",
                label: (
                  <Link to={`/personinfo/${user.id}`} onClick={onClose}>
                    {t("common.myHomePage")}
                  </Link>
                ),
              },
              {
                key: "edit",
                label: (
                  <Link to="/editperson" onClick={onClose}>
                    {t("common.editProfile")}
                  </Link>
                ),
              },
              {
                key: "password",
                label: (
                  <Link to="/editpwd" onClick={onClose}>
                    {t("common.changePassword")}
                  </Link>
                ),
              },
              {
                key: "messages",
                label: (
                  <Link to="/message" onClick={onClose}>
                    {t("common.messages")}
                  </Link>
                ),
              },
              {
                key: "signOut",
                danger: true,
                icon: <LogoutOutlined />,
                label: t("common.signOut"),
                onClick: () => {
                  onClose();
                  signOut();
                },
              },
            ]}
          />
        </>
      ) : null}
    </Drawer>
  );
}

/** The public header: logo, navigation, language and the user's corner; a drawer on phones. */
export function SiteHeader() {
  const { t } = useTranslation();
  const location = useLocation();
  const screens = Grid.useBreakpoint();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const items = useMenuItems();
  const active = activeNavigationPath(location.pathname);
  // Until the first measurement, assume a phone: a wide layout must never overflow a narrow one.
  const wide = screens.lg === true;

  return (
    <Layout.Header className="site-header">
      <div className="site-header-inner">
        <BrandLogo compact={!screens.xl} />
        {wide ? (
          <Menu
            mode="horizontal"
            items={items}
            selectedKeys={active ? [active] : []}
            className="site-header-menu"
            aria-label={t("nav.main")}
          />
        ) : (
          <div className="site-header-spacer" />
        )}
        <div className="site-header-actions">
          <LanguageSwitcher compact={!wide} />
          {wide ? <UserMenu /> : null}
          {wide ? null : (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t("common.openMenu")}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
              data-testid="open-navigation"
            />
          )}
        </div>
      </div>
      {wide ? null : <MobileNavigation open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
    </Layout.Header>
  );
}
