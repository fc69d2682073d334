import { videoEmbedHosts } from "@portal/shared";
import DOMPurify from "dompurify";

const embedHosts = new Set<string>(videoEmbedHosts);

/** A purifier of its own, so that its hooks touch no other use of DOMPurify. */
const purifier = DOMPurify();
purifier.addHook("uponSanitizeElement", (node, data) => {
  if (data.tagName !== "iframe" || !(node instanceof Element)) return;
  const source = URL.parse(node.getAttribute("src") ?? "");
  if (source?.protocol !== "https:" || !embedHosts.has(source.hostname)) node.remove();
});
purifier.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName === "IFRAME") {
    node.setAttribute("sandbox", "allow-scripts allow-same-origin allow-presentation");
  }
  if (node.tagName === "A" && node.getAttribute("target") === "_blank") {
    node.setAttribute("rel", "noopener noreferrer");
  }
});

/**
 * Rich text sanitized in the browser as well: the server filters it on save and on output, and
 * this makes sure no stored markup can run script in the page whatever reached it.
 */
export function purifyRichText(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_TAGS: ["iframe"],
    ADD_ATTR: ["allowfullscreen", "frameborder", "target"],
    FORBID_ATTR: ["id", "srcdoc"],
  });
}
