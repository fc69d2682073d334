/*
 * The kinds of text, their states, the single pages and the limits: plain values that the web's
 * pages use without the schemas, which would bring zod with them. `schemas/content.ts` builds its
 * schemas on these.
 */

/** The long-form kinds of text: one model, told apart by `type`. */
export const textTypes = [
  "news",
  "notice",
  "marketing",
  "schoolArticle",
  "schoolVideo",
  "solution",
  "knowledge",
  "page",
] as const;
export type TextType = (typeof textTypes)[number];
/** What the public lists show: every type but the single pages. */
export const publicTextTypes = textTypes.filter(
  (type): type is Exclude<TextType, "page"> => type !== "page",
);
/** "Articles": official news and the school's and knowledge base's articles. */
export const publicArticleTypes = [
  "news",
  "schoolArticle",
  "knowledge",
] as const satisfies readonly TextType[];
export const textStatuses = ["draft", "published"] as const;
export type TextStatus = (typeof textStatuses)[number];

/** Single pages (`type: "page"`) are found by their key. */
export const singlePageKeys = ["subscribe", "valueadd", "aboutus"] as const;
export type SinglePageKey = (typeof singlePageKeys)[number];

export const contentLimits = {
  /** The spec's rich-text word limit, counted in characters of text (not of HTML). */
  richTextMaxCharacters: 10_000,
  /** HTML around the text (tags, styles, image URLs) may take several times its length. */
  richTextMaxHtmlLength: 200_000,
  titleMaxLength: 200,
  summaryMaxLength: 500,
  urlMaxLength: 500,
  categoryMaxLength: 50,
  tagMaxLength: 30,
  tagsMax: 10,
  commentMaxLength: 1000,
  popularMax: 20,
  faqQuestionMaxLength: 300,
  faqTypeNameMaxLength: 50,
  bannerTitleMaxLength: 100,
  bannerImageMaxBytes: 5 * 1024 * 1024,
  linkNameMaxLength: 50,
  editorImageMaxBytes: 5 * 1024 * 1024,
  editorFileMaxBytes: 50 * 1024 * 1024,
  editorVideoMaxBytes: 200 * 1024 * 1024,
  captureMaxUrls: 20,
} as const;
