import { useMemo } from "react";
import { purifyRichText } from "./rich-content-purifier.ts";
import "./rich-content.css";

/** A text's body: sanitized once more in the browser, laid out within the article. */
export function RichContent({ html }: { html: string }) {
  const clean = useMemo(() => purifyRichText(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
  return <div className="rich-content" dangerouslySetInnerHTML={{ __html: clean }} />;
}
