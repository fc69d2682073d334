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
  categories?: readonly MaterialCategory[];
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

export type MaterialCategory = (typeof marketingMaterialCategories)[number];

/** The words of `content.management.materialCategories` naming each of the material's categories. */
const materialCategoryKeys: Record<MaterialCategory, string> = {
  产品彩页: "brochure",
  方案手册: "solutionBook",
  案例集: "caseStudies",
  宣传视频: "promoVideo",
};

/**
 * The i18n key of a material category: the closed list is stored in Chinese, as the filters
 * match it, and staff read it in their language.
 */
export function materialCategoryLabelKey(category: MaterialCategory): string {
  return `content.management.materialCategories.${materialCategoryKeys[category]}`;
}

/** A text's category as one of the material's, or undefined for a category staff typed. */
export function asMaterialCategory(category: string | null): MaterialCategory | undefined {
  return Object.hasOwn(materialCategoryKeys, category ?? "")
    ? (category as MaterialCategory)
    : undefined;
}

/** Where a text's editor draft is kept in the browser: one per page and text (or new text). */
export function textDraftKey(section: TextSection, id: number | null): string {
  return `text-draft:${section}:${id ?? "new"}`;
}
