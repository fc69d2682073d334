import {
  EditOutlined,
  FolderOpenOutlined,
  HomeOutlined,
  LockOutlined,
  LogoutOutlined,
  MessageOutlined,
  UserOutlined,
  WalletOutlined,
} from "@ant-design/icons";
import { maskPhone } from "@portal/shared";
import { Avatar, Button, Dropdown, type MenuProps, Skeleton, Space } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { useCurrentUser } from "../../features/account/index.ts";
import { useAppStore } from "../../lib/app-store.ts";
import { useSignOut } from "./use-sign-out.ts";
import "./user-menu.css";

/** The sign-in link with the page to come back to. */
export function useSignInPath(): string {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const keep = !["/login", "/register", "/resetpwd", "/home"].includes(location.pathname);
  return keep ? `/login?redirect=${encodeURIComponent(here)}` : "/login";
}

/** The signed-in user's name as shown in menus: nickname, else the masked phone. */
export function useDisplayName(): string | null {
  const current = useCurrentUser();
  const user = current.data?.user;
  if (!user) return null;
  return user.nickname || maskPhone(user.phone);
}

/** Header corner: sign-in/register for visitors, the user's menu once signed in. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useAppStore((state) => state.token);
  const current = useCurrentUser();
  const signOut = useSignOut();
  const signInPath = useSignInPath();
  const name = useDisplayName();

  if (!token) {
    return (
      <Space size="small">
        <Link to={signInPath}>
          <Button type="text">{t("common.signIn")}</Button>
        </Link>
        <Link to="/register">
          <Button type="primary">{t("common.register")}</Button>
        </Link>
      </Space>
    );
  }
  if (current.isPending || !current.data) {
    return <Skeleton.Avatar active size="small" />;
  }

  const user = current.data.user;
  const items: MenuProps["items"] = [
    { key: `/personinfo/${user.id}`, icon: <HomeOutlined />, label: t("common.myHomePage") },
    { key: "/editperson", icon: <EditOutlined />, label: t("common.editProfile") },
    { key: "/editpwd", icon: <LockOutlined />, label: t("common.changePassword") },
    { key: "/resources", icon: <FolderOpenOutlined />, label: t("common.partnerResources") },
    { key: "/message", icon: <MessageOutlined />, label: t("common.messages") },
    { key: "/points", icon: <WalletOutlined />, label: t("message.points.menu") },
    { type: "divider" },
    { key: "signOut", icon: <LogoutOutlined />, label: t("common.signOut"), danger: true },
  ];
  return (
    <Dropdown
      trigger={["click"]}
      placement="bottomRight"
      menu={{
        items,
        onClick: ({ key }) => (key === "signOut" ? signOut() : navigate(key)),
      }}
    >
      <Button type="text" className="user-menu-button" aria-label={t("common.userMenu")}>
        {/* Decorative (alt=""): the name is written beside it. */}
        <Avatar size="small" src={user.avatarUrl || undefined} icon={<UserOutlined />} alt="" />
        <span className="user-menu-name" data-testid="user-menu-name">
          {name}
        </span>
      </Button>
    </Dropdown>
  );
}
