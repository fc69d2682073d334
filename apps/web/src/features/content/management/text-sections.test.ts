import { marketingMaterialCategories, textTypes } from "@portal/shared";
import { describe, expect, it } from "vitest";
import { contentEnUS } from "../../../i18n/content/en-US.ts";
import {
  asMaterialCategory,
  materialCategoryLabelKey,
  textDraftKey,
  textSectionSettings,
  textSections,
} from "./text-sections.ts";

describe("the text management pages", () => {
  it("manage every type, each on one page but marketing, split by category", () => {
    const pagesOf = (type: string) =>
      textSections.filter((section) =>
        (textSectionSettings[section].types as readonly string[]).includes(type),
      );
    for (const type of textTypes) {
      expect(pagesOf(type).length, type).toBeGreaterThan(0);
      if (type !== "marketing") expect(pagesOf(type), type).toHaveLength(1);
    }
    expect(pagesOf("marketing")).toEqual(["marketingSupport", "marketingSupportMaterial"]);
    const material = marketingMaterialCategories.join(",");
    expect(textSectionSettings.marketingSupport.scope).toEqual({ categoryNotIn: material });
    expect(textSectionSettings.marketingSupportMaterial.scope).toEqual({ categoryIn: material });
  });

  it("keeps an editor draft per page and text", () => {
    expect(textDraftKey("article", null)).toBe("text-draft:article:new");
    expect(textDraftKey("article", 7)).not.toBe(textDraftKey("notice", 7));
  });

  it("names each of the material's categories in the staff's language, not one staff typed", () => {
    const english = marketingMaterialCategories.map((category) => {
      const key = materialCategoryLabelKey(category).split(".").at(-1) as string;
      return (contentEnUS.content.management.materialCategories as Record<string, string>)[key];
    });
    expect(english).toEqual([
      "Product brochure",
      "Solution handbook",
      "Case studies",
      "Promotional video",
    ]);
    expect(asMaterialCategory("产品彩页")).toBe("产品彩页");
    expect(asMaterialCategory("公司新闻")).toBeUndefined();
    expect(asMaterialCategory(null)).toBeUndefined();
    expect(asMaterialCategory("toString")).toBeUndefined();
  });
});
