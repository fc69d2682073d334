/** The rich-text editor's constants (spec, section 9), shared so the server counts as the web does. */
export const editorLimits = {
  /** Characters of text (markup and line breaks not counted) a rich text may hold. */
  maxTextLength: 10_000,
  /** Characters of HTML: bounds the markup around the text (styles, tables, links). */
  maxHtmlLength: 200_000,
  undoDepth: 20,
  /** Typing closer together than this is one undo step. */
  undoGroupDelayMs: 200,
  wordCountDelayMs: 200,
  autosaveIntervalMs: 500,
  autosaveMessageMs: 2_000,
  messageHideMs: 4_000,
  tabSpaces: 4,
  indent: "2em",
  listPaddingLeftPx: 30,
  table: {
    pickerSize: 10,
    pickerMaxSize: 20,
    defaultColumns: 5,
    defaultRows: 5,
    maxColumns: 20,
    maxRows: 100,
  },
} as const;

export const editorFontSizesPx = [10, 11, 12, 14, 16, 18, 20, 24, 36] as const;
export const editorLineHeights = [1, 1.5, 1.75, 2, 3, 4, 5] as const;
export const editorParagraphSpacingsPx = [5, 10, 15, 20, 25] as const;

export const orderedListStyles = [
  "decimal",
  "lower-alpha",
  "lower-roman",
  "upper-alpha",
  "upper-roman",
  "num",
  "cn",
] as const;
export type OrderedListStyle = (typeof orderedListStyles)[number];

export const bulletListStyles = ["circle", "disc", "square", "dash", "dot"] as const;
export type BulletListStyle = (typeof bulletListStyles)[number];

export const imageFloats = ["none", "left", "right", "center"] as const;
export type ImageFloat = (typeof imageFloats)[number];

/**
 * Languages of highlighted code blocks: the value stored in the block's class
 * (`language-<value>`, the names highlight.js knows) and the label shown.
 */
export const editorCodeLanguages = [
  { value: "javascript", label: "Javascript" },
  { value: "typescript", label: "TypeScript" },
  { value: "php", label: "Php" },
  { value: "sql", label: "Sql" },
  { value: "python", label: "Python" },
  { value: "java", label: "Java" },
  { value: "html", label: "Html" },
  { value: "css", label: "Css" },
  { value: "xml", label: "Xml" },
  { value: "c", label: "C" },
  { value: "cpp", label: "C++" },
  { value: "csharp", label: "C#" },
  { value: "go", label: "Go" },
  { value: "rust", label: "Rust" },
  { value: "kotlin", label: "Kotlin" },
  { value: "swift", label: "Swift" },
  { value: "ruby", label: "Ruby" },
  { value: "perl", label: "Perl" },
  { value: "bash", label: "Bash" },
  { value: "json", label: "Json" },
  { value: "yaml", label: "Yaml" },
  { value: "markdown", label: "Markdown" },
  { value: "lua", label: "Lua" },
  { value: "objectivec", label: "Objective-C" },
  { value: "scss", label: "Scss" },
  { value: "plaintext", label: "Plain text" },
] as const;

const namedEntities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/**
 * The text a person reads in a rich text (tags dropped, entities decoded), without line breaks:
 * what the word limit counts, the same on the server and in the editor.
 */
export function richTextCharacters(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, "")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === "#") {
        const code =
          name[1] === "x" || name[1] === "X"
            ? Number.parseInt(name.slice(2), 16)
            : Number.parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
      }
      return namedEntities[name.toLowerCase()] ?? whole;
    })
    .replace(/[\r\n]+/g, "");
}

/** How many characters the word limit counts in a rich text (a surrogate pair is one). */
export function richTextLength(html: string): number {
  return [...richTextCharacters(html)].length;
}
