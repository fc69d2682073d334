import { marketingMaterialCategories, publicArticleTypes, type TextType } from "@portal/shared";

/** The management pages of texts, each named as its /server child route. */
export const textSections = [
  "article",
  "notice",
  "video",
  "promotion",
  "marketingSupport",
  "marketingSupportMaterial",
] as const;
export type TextSection = (typeof textSections)[number];

export type TextSectionSettings = {
  /** The types the page lists and creates; the first is a new text's type. */
  types: readonly [TextType, ...TextType[]];
  /** The server filters that keep the page to its own texts. */
  scope: { categoryIn?: string; categoryNotIn?: string };
  /** A closed list of categories (the form's choice, required); otherwise free text. */
  categories?: readonly string[];
  /** The form asks for a video (uploaded file or embed address). */
  video?: boolean;
};

/**
 * Every text type is managed on exactly one page. Articles are the public "articles" (news,
 * school articles, knowledge); promotion holds the solutions and the single pages; the two
 * marketing pages split the marketing texts by category (the material's categories or not).
 */
export const textSectionSettings: Record<TextSection, TextSectionSettings> = {
  article: { types: publicArticleTypes, scope: {} },
  notice: { types: ["notice"], scope: {} },
  video: { types: ["schoolVideo"], scope: {}, video: true },
  promotion: { types: ["solution", "page"], scope: {} },
  marketingSupport: {
    types: ["marketing"],
    scope: { categoryNotIn: marketingMaterialCategories.join(",") },
  },
  marketingSupportMaterial: {
    types: ["marketing"],
    scope: { categoryIn: marketingMaterialCategories.join(",") },
    categories: marketingMaterialCategories,
  },
};

/** Where a text's editor draft is kept in the browser: one per page and text (or new text). */
export function textDraftKey(section: TextSection, id: number | null): string {
  return `text-draft:${section}:${id ?? "new"}`;
}
