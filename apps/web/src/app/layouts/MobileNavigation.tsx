import { LogoutOutlined, UserOutlined } from "@ant-design/icons";
import { Avatar, Button, Divider, Drawer, Menu, Space } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useCurrentUser } from "../../features/account/index.ts";
import { useAppStore } from "../../lib/app-store.ts";
import { activeNavigationPath } from "../site-navigation.ts";
import { useSignInPath } from "./UserMenu.tsx";
import { useDisplayName } from "./use-display-name.ts";
import { useSignOut } from "./use-sign-out.ts";
import { useSiteMenuItems } from "./use-site-menu-items.tsx";
import "./mobile-navigation.css";

/** The drawer of phones: who is signed in, the navigation and the account links. */
export function MobileNavigation({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const items = useSiteMenuItems(onClose);
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
                key: "resources",
                label: (
                  <Link to="/resources" onClick={onClose}>
                    {t("common.partnerResources")}
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
                key: "points",
                label: (
                  <Link to="/points" onClick={onClose}>
                    {t("message.points.menu")}
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
