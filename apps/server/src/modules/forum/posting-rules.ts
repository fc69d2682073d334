import { createHash } from "node:crypto";
import { richTextCharacters } from "@portal/shared";

/**
 * sha256 of a body's text as a reader sees it, lower-cased with spaces squeezed: the same
 * question sent twice with other markup or spacing is the same body.
 */
export function contentHash(html: string): string {
  const text = richTextCharacters(html).normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
  return createHash("sha256").update(text).digest("hex");
}

/** True when any of the words (the `content.sensitiveWords` parameter) occurs, case ignored. */
export function hasSensitiveWord(texts: readonly string[], words: readonly string[]): boolean {
  const wanted = words.map((word) => word.trim().toLowerCase()).filter(Boolean);
  if (wanted.length === 0) return false;
  return texts.some((text) => {
    const plain = richTextCharacters(text).normalize("NFKC").toLowerCase();
    return wanted.some((word) => plain.includes(word));
  });
}

/** True when the body links somewhere (an `<a href>`), which a new account may not do. */
export function hasLink(html: string): boolean {
  return /<a\s[^>]*href\s*=/i.test(html);
}

/** The text of a rich text with a space where a block ends, so words of two paragraphs stay apart. */
export function plainText(html: string): string {
  return richTextCharacters(
    html.replace(/<\/(p|div|li|h[1-6]|td|th|pre|blockquote)>|<br\s*\/?>/gi, "$& "),
  );
}
