import { marketingMaterialCategories, textTypes } from "@portal/shared";
import { describe, expect, it } from "vitest";
import { textDraftKey, textSectionSettings, textSections } from "./text-sections.ts";

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
});
