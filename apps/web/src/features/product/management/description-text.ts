/*
 * The product description is rich text (HTML) on the server. Until the rich-text editor exists,
 * the form edits it as plain text: a blank line separates paragraphs, a line break stays a line
 * break, a block whose lines all start with "• " or "- " is a bulleted list, and saving turns
 * that back into <p> paragraphs and <ul> lists.
 */

const namedEntities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    }
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return namedEntities[name.toLowerCase()] ?? whole;
  });
}

const bullet = /^[•-]\s+/;

/** One block of text (no blank line inside) as a list when every line is a bullet, else a <p>. */
function blockHtml(lines: string[]): string {
  if (lines.every((line) => bullet.test(line))) {
    const items = lines.map((line) => `<li>${escapeHtml(line.replace(bullet, ""))}</li>`);
    return `<ul>${items.join("")}</ul>`;
  }
  return `<p>${lines.map(escapeHtml).join("<br>")}</p>`;
}

/** Plain text to HTML: paragraphs at blank lines, <br> at line breaks, bullet blocks as lists. */
export function htmlFromText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== ""),
    )
    .filter((lines) => lines.length > 0)
    .map(blockHtml)
    .join("");
}

/** The text a person reads in the HTML, paragraphs separated by a blank line. */
export function textFromHtml(html: string): string {
  return decodeEntities(
    html
      .replace(/\r\n?/g, "\n")
      .replace(/\n/g, " ")
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<li[^>]*>/gi, "• ")
      .replace(/<\/li>/gi, "\n")
      .replace(/<\/(p|div|h[1-6]|ul|ol|table|tr|blockquote|pre)>/gi, "\n\n")
      .replace(/<[^>]*>/g, ""),
  )
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Whether editing the HTML as text loses nothing (only paragraphs, line breaks and lists). */
export function isEditableAsText(html: string): boolean {
  return htmlFromText(textFromHtml(html)) === html;
}

/**
 * What to save for a description edited as text: the original HTML when the text was not
 * changed (its formatting survives), nothing when empty, else the paragraphs of the text.
 */
export function descriptionToSave(text: string, originalHtml: string | null | undefined) {
  if (originalHtml && textFromHtml(originalHtml) === text.trim()) return originalHtml;
  const html = htmlFromText(text);
  return html === "" ? null : html;
}
