import type { FaqItem } from "@portal/shared";
import { describe, expect, it } from "vitest";
import { faqFormValuesOf, faqInputOf, isBlankRichText } from "./faq-form.ts";

const localization = {
  language: "zh-CN",
  originalLanguage: "zh-CN",
  source: "original",
  outOfDate: false,
} as const;

const types = [
  { id: 4, name: "Network", sort: 0, version: 1, faqCount: 0, localization },
  { id: 2, name: "Power", sort: 1, version: 1, faqCount: 3, localization },
];

describe("the FAQ form's values", () => {
  it("starts a new question published, in Simplified Chinese, in the first type, at order 0", () => {
    expect(faqFormValuesOf(null, types)).toEqual({
      typeId: 4,
      language: "zh-CN",
      question: "",
      answer: "",
      sort: 0,
      status: "published",
    });
    expect(faqFormValuesOf(null, []).typeId).toBeUndefined();
  });

  it("fills an edit from the row and sends the question trimmed, an empty order as 0", () => {
    const faq: FaqItem = {
      id: 9,
      typeId: 2,
      typeName: "Power",
      typeLanguage: "en-US",
      question: "Sleep current?",
      answer: "<p>1.18 mA</p>",
      sort: 3,
      status: "draft",
      version: 5,
      updatedAt: "2026-01-01T00:00:00.000Z",
      localization: { ...localization, language: "en-US", originalLanguage: "en-US" },
    };
    const values = faqFormValuesOf(faq, types);
    expect(values).toMatchObject({ typeId: 2, language: "en-US", sort: 3, status: "draft" });
    expect(faqInputOf({ ...values, question: "  Sleep?  ", sort: null })).toEqual({
      typeId: 2,
      language: "en-US",
      question: "Sleep?",
      answer: "<p>1.18 mA</p>",
      sort: 0,
      status: "draft",
    });
  });

  it("takes an emptied editor as no answer, a picture or a table alone as one", () => {
    for (const blank of [undefined, "", "<p></p>", "<p>   </p>", "<p><br></p>"]) {
      expect(isBlankRichText(blank)).toBe(true);
    }
    for (const answer of [
      "<p>x</p>",
      '<p><img src="/a.png"></p>',
      "<table><tr><td></td></tr></table>",
    ]) {
      expect(isBlankRichText(answer)).toBe(false);
    }
  });
});
