import { Link } from "react-router";
import { useSiteName } from "../../features/parameter/index.ts";
import "./brand-logo.css";

/**
 * The portal's mark and name, linking home. The name is the site-name parameter in the page's
 * language, the same in every header, the footer and the title; narrow, it ends in an ellipsis.
 */
export function BrandLogo({ to = "/home" }: { to?: string }) {
  const siteName = useSiteName();
  return (
    <Link to={to} className="brand-logo" aria-label={siteName} title={siteName}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#1660e8" />
        <rect x="9" y="9" width="14" height="14" rx="2" fill="none" stroke="#fff" strokeWidth="2" />
        <path
          d="M13 5v4M19 5v4M13 23v4M19 23v4M5 13h4M5 19h4M23 13h4M23 19h4"
          stroke="#fff"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <circle cx="16" cy="16" r="2.5" fill="#fff" />
      </svg>
      <span className="brand-logo-name">{siteName}</span>
    </Link>
  );
}
