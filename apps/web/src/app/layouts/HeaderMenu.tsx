import { Menu } from "antd";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { activeNavigationPath } from "../site-navigation.ts";
import { useSiteMenuItems } from "./use-site-menu-items.tsx";

/** The wide header's horizontal navigation, with its groups' submenus. */
export function HeaderMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const items = useSiteMenuItems();
  const active = activeNavigationPath(location.pathname);
  return (
    <Menu
      mode="horizontal"
      items={items}
      selectedKeys={active ? [active] : []}
      className="site-header-menu"
      aria-label={t("nav.main")}
    />
  );
}
