import { videoEmbedHosts } from "@portal/shared";
import { Parser } from "htmlparser2";

/** Tags rich text may carry once sanitized. */
const allowedTags = new Set(
  "p br div span strong b em i u s del ins mark sub sup small h1 h2 h3 h4 h5 h6 blockquote pre code kbd ul ol li dl dt dd a img figure figcaption table caption colgroup col thead tbody tfoot tr th td hr video audio source iframe".split(
    " ",
  ),
);
const urlAttributes = new Set([
  "href",
  "src",
  "poster",
  "action",
  "formaction",
  "background",
  "xlink:href",
  "data",
]);
const allowedStyleProperties = new Set(
  "color background-color text-align text-decoration font-size font-weight font-style line-height text-indent padding-left margin-left margin-right margin-top margin-bottom margin display list-style-type border-width border-style border-color border-collapse vertical-align float width height page-break-after break-after border".split(
    " ",
  ),
);
const embedHosts = new Set<string>(videoEmbedHosts);
const inlineImage = /^data:image\/(png|jpe?g|gif|webp);base64,/i;

function urlProblem(tag: string, name: string, value: string): string | undefined {
  // Browsers skip control characters and spaces inside a scheme ("java\tscript:").
  const trimmed = [...value].filter((character) => character.charCodeAt(0) > 0x20).join("");
  if (tag === "img" && name === "src" && inlineImage.test(trimmed)) return undefined;
  if (trimmed.startsWith("//")) return "protocol-relative URL";
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme === undefined)
    return /:/.test(trimmed.split(/[/?#]/)[0] ?? "") ? "odd scheme" : undefined;
  const allowed = tag === "iframe" ? ["https"] : ["http", "https", "mailto", "tel"];
  return allowed.includes(scheme) ? undefined : `${scheme}: URL`;
}

function styleProblems(style: string): string[] {
  const problems: string[] = [];
  if (/expression|url\s*\(|@import|behavior|binding|javascript/i.test(style)) {
    problems.push(`dangerous style ${style}`);
  }
  for (const declaration of style.split(";")) {
    const property = declaration.split(":")[0]?.trim().toLowerCase();
    if (!property) continue;
    if (!allowedStyleProperties.has(property)) problems.push(`style property ${property}`);
    if (/-\s*\d/.test(declaration.split(":").slice(1).join(":"))) {
      problems.push(`negative length in ${declaration}`);
    }
  }
  return problems;
}

/**
 * What in sanitized HTML could run script, leave the page, or break out of the article: tags
 * outside the allow-list, event handlers, URLs other than http(s), mailto and tel (and inline
 * raster pictures in images), styles outside the allow-list or with url()/expression(), players
 * from hosts not listed, new tabs that keep their opener. Empty: harmless.
 */
export function harmfulParts(html: string): string[] {
  const problems: string[] = [];
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        if (!allowedTags.has(tag)) problems.push(`tag <${tag}>`);
        for (const [name, value] of Object.entries(attributes)) {
          if (name.startsWith("on")) problems.push(`event handler ${name}`);
          if (urlAttributes.has(name)) {
            const problem = urlProblem(tag, name, value);
            if (problem) problems.push(`${problem} in ${tag} ${name}=${value}`);
          }
          if (name === "style") problems.push(...styleProblems(value));
          if (
            name.startsWith("data-") &&
            !(name === "data-chart" && /^(bar|line|pie)$/.test(value))
          ) {
            problems.push(`attribute ${name}`);
          }
          if (["srcdoc", "formaction", "id", "form", "autofocus", "xmlns"].includes(name)) {
            problems.push(`attribute ${name}`);
          }
        }
        if (tag === "iframe") {
          const source = attributes.src ? URL.parse(attributes.src) : null;
          if (source?.protocol !== "https:" || !embedHosts.has(source.hostname)) {
            problems.push(`player from ${attributes.src}`);
          }
          if (!attributes.sandbox) problems.push("player without sandbox");
        }
        if (attributes.target === "_blank" && !/noopener/.test(attributes.rel ?? "")) {
          problems.push("new tab keeping its opener");
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return problems;
}
