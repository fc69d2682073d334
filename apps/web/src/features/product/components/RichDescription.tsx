import DOMPurify from "dompurify";
import { useMemo } from "react";
import "./rich-description.css";

/**
 * The product's rich description. The server already filters it against its allow-list; it is
 * sanitized here once more so that no stored markup can ever run script in the page.
 */
export function RichDescription({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />;
}
