/** Whether pasted HTML comes from Microsoft Word (or another Office program). */
export function isWordHtml(html: string): boolean {
  return /class="?Mso|urn:schemas-microsoft-com|<o:p|mso-/i.test(html);
}

/** Style properties kept from Word: the visible formatting the editor can show. */
const keptStyles = new Set([
  "color",
  "background-color",
  "font-weight",
  "font-style",
  "text-decoration",
  "text-align",
  "font-size",
]);

function cleanStyle(style: string): string {
  return style
    .split(";")
    .map((declaration) => declaration.trim())
    .filter((declaration) => {
      const property = declaration.split(":")[0]?.trim().toLowerCase() ?? "";
      return keptStyles.has(property) && !/mso-|windowtext/i.test(declaration);
    })
    .join("; ");
}

const isListParagraph = (element: Element) =>
  /MsoListParagraph/i.test(element.getAttribute("class") ?? "") ||
  /mso-list:\s*l\d/i.test(element.getAttribute("style") ?? "");

/** Word writes list items as paragraphs with a typed marker; this makes them a list again. */
function rebuildLists(body: HTMLElement): void {
  const paragraphs = [...body.querySelectorAll("p")].filter(isListParagraph);
  let list: HTMLElement | null = null;
  for (const paragraph of paragraphs) {
    const marker = paragraph.querySelector(
      '[style*="mso-list:Ignore" i], [style*="mso-list: Ignore" i]',
    );
    const markerText = marker?.textContent?.trim() ?? "";
    marker?.remove();
    const ordered = /^(\d+|[a-z]|[ivxlc]+)[.)]$/i.test(markerText);
    const previous = paragraph.previousElementSibling;
    if (!list || previous !== list) {
      list = body.ownerDocument.createElement(ordered ? "ol" : "ul");
      paragraph.before(list);
    }
    const item = body.ownerDocument.createElement("li");
    item.innerHTML = paragraph.innerHTML;
    list.append(item);
    paragraph.remove();
  }
}

/**
 * Cleans HTML pasted from Word: drops its comments, conditional blocks, Office tags, classes and
 * `mso-` styles, unwraps empty spans and turns its list paragraphs into lists, keeping the
 * text, paragraphs, tables, links, images and visible formatting.
 */
export function cleanWordHtml(html: string): string {
  const withoutConditionals = html
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, "")
    .replace(/<!\[(if[^\]]*|endif)\]>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "");
  const document = new DOMParser().parseFromString(withoutConditionals, "text/html");
  const body = document.body;
  for (const element of [...body.querySelectorAll("style, meta, link, title, xml, script")]) {
    element.remove();
  }
  rebuildLists(body);
  for (const element of [...body.querySelectorAll("*")]) {
    if (element.tagName.includes(":")) {
      // Office namespaced tags (o:p, v:shape, w:sdt) carry no content the page can show.
      if (/^o:p$/i.test(element.tagName)) element.replaceWith(...element.childNodes);
      else element.remove();
      continue;
    }
    element.removeAttribute("class");
    element.removeAttribute("lang");
    const style = element.getAttribute("style");
    if (style !== null) {
      const cleaned = cleanStyle(style);
      if (cleaned === "") element.removeAttribute("style");
      else element.setAttribute("style", cleaned);
    }
    if (
      (element.tagName === "SPAN" || element.tagName === "FONT") &&
      element.attributes.length === 0
    ) {
      element.replaceWith(...element.childNodes);
    }
  }
  return body.innerHTML.replace(/&nbsp;/g, " ").trim();
}
