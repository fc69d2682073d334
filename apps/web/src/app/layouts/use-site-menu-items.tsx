import type { MenuProps } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { siteNavigation } from "../site-navigation.ts";

/** The site navigation as menu items, for the header's menu and the phone drawer's. */
export function useSiteMenuItems(onNavigate?: () => void): MenuProps["items"] {
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
