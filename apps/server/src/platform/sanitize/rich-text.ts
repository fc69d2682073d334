import { richTextLength, videoEmbedHosts } from "@portal/shared";
import sanitizeHtml from "sanitize-html";
import { AppError } from "../http/errors.ts";

/** A CSS length or percentage, as the editor writes widths, sizes and spacing. */
const cssLength = /^\d+(\.\d+)?(px|em|rem|%|pt)?$/;
const cssColor = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;
/** Margins and widths of a border: lengths only (no negative one that pulls text out), or auto. */
const cssSpacing = /^((\d+(\.\d+)?(px|em|rem|%|pt)?|auto)\s*){1,4}$/;
/**
 * An image's border as the editor's image dialog writes it (`border: 2px solid #000`): a width
 * under 100 px, a plain line style and a colour, and nothing else (no url(), no expression()).
 */
const imageBorder =
  /^\d{1,2}px (solid|dashed|dotted) (#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d{1,3})\s*)?\))$/i;
/** The list styles of the editor (spec, section 9); `num`, `cn`, `dash` and `dot` are classes. */
const listStyleTypes =
  /^(decimal|lower-alpha|lower-roman|upper-alpha|upper-roman|circle|disc|square|none)$/;
/** Images inline as data URLs only as raster pictures: an SVG may carry script. */
const inlineImage = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;
const urlAttributes = new Set(["href", "src", "poster"]);
/** The charts a table may be drawn as. */
const chartKinds = /^(bar|line|pie)$/;

/**
 * What the allow-list cannot say by names: addresses with characters no URL has (old browsers
 * took a backtick for a quote) go; a table is drawn only as a known chart; a player runs in its
 * own origin and may not navigate the article's page; a link that opens a new tab does not hand
 * the opener to the page it opens.
 */
function cleanAttributes(
  tagName: string,
  attributes: sanitizeHtml.Attributes,
): sanitizeHtml.Attributes {
  const kept = Object.fromEntries(
    Object.entries(attributes).filter(
      ([name, value]) =>
        !(urlAttributes.has(name) && /[`<>]/.test(value)) &&
        !(name === "data-chart" && !chartKinds.test(value)),
    ),
  );
  if (tagName === "iframe") kept.sandbox = "allow-scripts allow-same-origin allow-presentation";
  if (tagName === "a" && kept.target === "_blank") kept.rel = "noopener noreferrer";
  return kept;
}

/**
 * The rich-text allow-list (spec, section 5): what the editor produces (formatting, links,
 * anchors, images with size and float, lists, code blocks, tables, horizontal rules, page
 * breaks, video and audio) and nothing that runs: no script, no event handler, no style
 * block, no iframe, no `javascript:` URL.
 */
const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "div",
    "span",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "del",
    "ins",
    "mark",
    "sub",
    "sup",
    "small",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "blockquote",
    "pre",
    "code",
    "kbd",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "caption",
    "colgroup",
    "col",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "hr",
    "video",
    "audio",
    "source",
    "iframe",
  ],
  allowedAttributes: {
    "*": ["style", "title", "class"],
    a: ["href", "name", "target", "rel"],
    img: ["src", "alt", "width", "height", "border", "hspace", "vspace", "align"],
    ol: ["start", "type"],
    // A table the page draws as a chart (the editor's "chart from table").
    table: ["data-chart"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    col: ["span", "width"],
    video: ["src", "controls", "width", "height", "poster", "preload"],
    audio: ["src", "controls", "preload"],
    source: ["src", "type"],
    iframe: ["src", "width", "height", "allowfullscreen", "frameborder", "sandbox"],
  },
  allowedClasses: {
    // Code blocks name their language; the editor marks page breaks and anchors by class.
    code: [/^language-[\w-]+$/],
    pre: [/^language-[\w-]+$/],
    ol: [/^list-(decimal|lower-alpha|lower-roman|upper-alpha|upper-roman|num|cn)$/],
    ul: [/^list-(circle|disc|square|dash|dot)$/],
    span: [/^hljs(-[\w-]+)?$/],
    "*": ["page-break", "anchor"],
  },
  allowedStyles: {
    "*": {
      color: [cssColor],
      "background-color": [cssColor],
      "text-align": [/^(left|right|center|justify)$/],
      "text-decoration": [/^(underline|line-through|none)$/],
      "font-size": [cssLength],
      "font-weight": [/^(normal|bold|\d{3})$/],
      "font-style": [/^(normal|italic)$/],
      "line-height": [cssLength],
      "text-indent": [cssLength],
      "padding-left": [cssLength],
      "margin-left": [cssSpacing],
      "margin-right": [cssSpacing],
      "margin-top": [cssSpacing],
      "margin-bottom": [cssSpacing],
      margin: [cssSpacing],
      display: [/^(block|inline|inline-block)$/],
      "list-style-type": [listStyleTypes],
      "border-width": [cssSpacing],
      "border-style": [/^(solid|dashed|dotted|none)$/],
      "border-color": [cssColor],
      "border-collapse": [/^(collapse|separate)$/],
      "vertical-align": [/^(top|middle|bottom|baseline)$/],
      float: [/^(left|right|none)$/],
      width: [cssLength],
      height: [cssLength],
      "page-break-after": [/^always$/],
      "break-after": [/^page$/],
    },
    img: { border: [imageBorder] },
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"], iframe: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite", "poster"],
  allowedIframeHostnames: [...videoEmbedHosts],
  allowIframeRelativeUrls: false,
  allowProtocolRelative: false,
  // An image whose data URL is not a raster picture, and a player from a host not listed (its
  // src is gone by then), are dropped whole.
  exclusiveFilter: (frame) =>
    (frame.tag === "img" &&
      /^\s*data:/i.test(frame.attribs.src ?? "") &&
      !inlineImage.test(frame.attribs.src ?? "")) ||
    (frame.tag === "iframe" && !frame.attribs.src),
  transformTags: {
    "*": (tagName, attributes) => ({ tagName, attribs: cleanAttributes(tagName, attributes) }),
  },
};

/** Rich text (HTML) reduced to the allow-list; run on save and again on output. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextOptions);
}

/**
 * Rich text sanitized for storing, refused (400, naming `field`) when its text is longer than
 * `maxCharacters`: the editor's word limit, which the server enforces.
 */
export function richTextWithin(
  html: string,
  { field, maxCharacters }: { field: string; maxCharacters: number },
): string {
  const clean = sanitizeRichText(html);
  // The same count as the editor shows (shared), so what the editor accepts the server accepts.
  const count = richTextLength(clean);
  if (count > maxCharacters) {
    throw new AppError("bad_request", "richText.tooLong", {
      params: { limit: maxCharacters, count },
      fields: [{ field, messageKey: "richText.tooLong" }],
    });
  }
  return clean;
}
