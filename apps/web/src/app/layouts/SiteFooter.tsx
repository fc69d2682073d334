import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSiteInfo, useSiteName } from "../../features/parameter/index.ts";
import { BrandLogo } from "./BrandLogo.tsx";
import "./site-footer.css";

const columns = [
  {
    titleKey: "footer.products",
    links: [
      { path: "/product", labelKey: "nav.productInfo" },
      { path: "/product/compare", labelKey: "nav.productCompare" },
      { path: "/product/document", labelKey: "nav.documents" },
    ],
  },
  {
    titleKey: "footer.developers",
    links: [
      { path: "/schoollist", labelKey: "nav.school" },
      { path: "/knowledge", labelKey: "nav.knowledge" },
      { path: "/support", labelKey: "nav.supportCenter" },
    ],
  },
  {
    titleKey: "footer.company",
    links: [
      { path: "/aboutus", labelKey: "routes.aboutus" },
      { path: "/noticelist", labelKey: "nav.notices" },
      { path: "/valueadd", labelKey: "nav.valueAdd" },
    ],
  },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  // The name and phone staff set at /server/parameter; the built-in texts until they load.
  const site = useSiteInfo().data;
  const siteName = useSiteName();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="site-footer-columns">
          <div className="site-footer-about-column">
            <BrandLogo />
            <p className="site-footer-about">{t("footer.about")}</p>
            {site?.contactPhone ? (
              <p className="site-footer-contact">
                {t("parameter.site.contact", { phone: site.contactPhone })}
              </p>
            ) : null}
          </div>
          {columns.map((column) => (
            <div key={column.titleKey} className="site-footer-links-column">
              <h2 className="site-footer-title">{t(column.titleKey)}</h2>
              <ul className="site-footer-links">
                {column.links.map((link) => (
                  <li key={link.path}>
                    <Link to={link.path}>{t(link.labelKey)}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="site-footer-copyright">
          {t("footer.copyright", { year: new Date().getFullYear(), site: siteName })}
        </p>
      </div>
    </footer>
  );
}
