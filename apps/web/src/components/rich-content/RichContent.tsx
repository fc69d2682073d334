import { type MouseEvent, useEffect, useMemo, useRef } from "react";
import { highlightCodeBlocks } from "./highlight-code.ts";
import { purifyRichText } from "./rich-content-purifier.ts";
import "../rich-text-editor/rich-text-body.css";
import "./rich-content.css";

/**
 * A link to an anchor of the text (`#name`): the site's routes live in the hash too, so the
 * browser must not follow it; the page scrolls to the anchor instead. Routes (`#/...`) pass.
 */
function followAnchor(event: MouseEvent<HTMLDivElement>) {
  const link = (event.target as Element).closest?.("a[href^='#']");
  const name = link?.getAttribute("href")?.slice(1);
  if (!name || name.startsWith("/")) return;
  event.preventDefault();
  const target = [...event.currentTarget.querySelectorAll("a[name], [id]")].find(
    (element) => element.getAttribute("name") === name || element.id === name,
  );
  target?.scrollIntoView({ behavior: "smooth", block: "start" });
}

/**
 * A text's body: sanitized once more in the browser, laid out as the editor shows it, its code
 * blocks coloured as in the editor.
 */
export function RichContent({ html }: { html: string }) {
  const clean = useMemo(() => purifyRichText(html), [html]);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (container.current && clean) void highlightCodeBlocks(container.current);
  }, [clean]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the links inside take the keyboard; this only catches their clicks
    <div
      ref={container}
      className="rich-content"
      onClick={followAnchor}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
