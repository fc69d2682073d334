import { describe, expect, it } from "vitest";
import { detectLanguage, languageFromTag } from "./language-detection.ts";

describe("detectLanguage", () => {
  it("prefers the stored language", () => {
    expect(detectLanguage("en-US", ["zh-TW"])).toBe("en-US");
  });

  it("ignores a stored value that is not an interface language", () => {
    expect(detectLanguage("fr-FR", ["zh-HK"])).toBe("zh-TW");
  });

  it("maps Traditional Chinese browser tags to zh-TW", () => {
    for (const tag of ["zh-TW", "zh-HK", "zh-Hant", "zh-Hant-TW", "zh-MO"]) {
      expect(languageFromTag(tag)).toBe("zh-TW");
    }
  });

  it("maps other Chinese tags to zh-CN and English tags to en-US", () => {
    expect(languageFromTag("zh")).toBe("zh-CN");
    expect(languageFromTag("zh-CN")).toBe("zh-CN");
    expect(languageFromTag("zh-Hans-SG")).toBe("zh-CN");
    expect(languageFromTag("en-GB")).toBe("en-US");
    expect(languageFromTag("en")).toBe("en-US");
  });

  it("takes the first supported browser language", () => {
    expect(detectLanguage(null, ["fr-FR", "en-GB", "zh-CN"])).toBe("en-US");
  });

  it("falls back to zh-CN", () => {
    expect(detectLanguage(null, ["de-DE", "ja"])).toBe("zh-CN");
    expect(detectLanguage(undefined)).toBe("zh-CN");
  });
});
