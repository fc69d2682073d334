import sanitizeHtml from "sanitize-html";

/** A CSS length or percentage, as the editor writes widths, sizes and spacing. */
const cssLength = /^\d+(\.\d+)?(px|em|rem|%|pt)?$/;
const cssColor = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;

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
  ],
  allowedAttributes: {
    "*": ["style", "title", "class"],
    a: ["href", "name", "target", "rel"],
    img: ["src", "alt", "width", "height", "border", "hspace", "vspace", "align"],
    ol: ["start", "type"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    col: ["span", "width"],
    video: ["src", "controls", "width", "height", "poster", "preload"],
    audio: ["src", "controls", "preload"],
    source: ["src", "type"],
  },
  allowedClasses: {
    // Code blocks name their language; the editor marks page breaks and anchors by class.
    code: [/^language-[\w-]+$/],
    pre: [/^language-[\w-]+$/],
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
      "margin-left": [cssLength],
      "vertical-align": [/^(top|middle|bottom|baseline)$/],
      float: [/^(left|right|none)$/],
      width: [cssLength],
      height: [cssLength],
      "page-break-after": [/^always$/],
      "break-after": [/^page$/],
    },
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new tab must not hand the opener to the page it opens.
    a: (tagName, attributes) =>
      attributes.target === "_blank"
        ? { tagName, attribs: { ...attributes, rel: "noopener noreferrer" } }
        : { tagName, attribs: attributes },
  },
};

/** Rich text (HTML) reduced to the allow-list; run on save and again on output. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextOptions);
}
