import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "./breadcrumbs.css";

/**
 * Where a page sits: its parents as links, separated by slashes, drawn as Ant Design's breadcrumb
 * is. Not that component: it brings the dropdown and menu it offers for items with children
 * (about 15 KB gzipped), which no page here uses.
 */
export function Breadcrumbs({
  items,
  className,
}: {
  items: readonly { key: string; title: ReactNode }[];
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <nav
      className={className ? `breadcrumbs ${className}` : "breadcrumbs"}
      aria-label={t("common.breadcrumbs")}
    >
      <ol>
        {items.map((item, index) => (
          <li key={item.key}>
            {index > 0 ? (
              <span className="breadcrumbs-separator" aria-hidden>
                /
              </span>
            ) : null}
            {item.title}
          </li>
        ))}
      </ol>
    </nav>
  );
}
