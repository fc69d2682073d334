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
import { Avatar, Button, Dropdown, type MenuProps, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCurrentUser } from "../../features/account/index.ts";
import { useDisplayName } from "./use-display-name.ts";
import { useSignOut } from "./use-sign-out.ts";

/** The signed-in member's corner of the header: avatar, name and the account menu. */
export function SignedInUserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const current = useCurrentUser();
  const signOut = useSignOut();
  const name = useDisplayName();

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
