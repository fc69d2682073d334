import { describe, expect, it } from "vitest";
import { forumEnUS } from "./forum/en-US.ts";
import { forumZhCN } from "./forum/zh-CN.ts";
import { i18n, loadFeatureTexts, loadLanguage } from "./i18n.ts";
import { searchEnUS } from "./search/en-US.ts";
import { searchZhCN } from "./search/zh-CN.ts";

// This file's own i18next instance (vitest isolates files): nothing is loaded before the tests.
const forumKey = "forum.home.title";
const searchKey = "search.title";

describe("feature texts loaded with their pages", () => {
  it("load in the reader's language only, and in the new language before a switch shows", async () => {
    await loadLanguage("zh-CN");
    await i18n.changeLanguage("zh-CN");
    await loadFeatureTexts(["forum"], "zh-CN");

    expect(i18n.t(forumKey)).toBe(forumZhCN.forum.home.title);
    // The other languages' forum texts were not downloaded.
    expect(i18n.getResource("en-US", "translation", forumKey)).toBeUndefined();
    expect(i18n.getResource("zh-TW", "translation", forumKey)).toBeUndefined();
    // Nor the texts of a feature no page asked for.
    expect(i18n.exists(searchKey)).toBe(false);

    // Switching (lib/language.ts): the language is loaded, then shown.
    await loadLanguage("en-US");
    await i18n.changeLanguage("en-US");
    expect(i18n.t(forumKey)).toBe(forumEnUS.forum.home.title);
    expect(i18n.getResource("zh-TW", "translation", forumKey)).toBeUndefined();
  });

  it("load a page's texts in the language being switched to as well as the shown one", async () => {
    await loadLanguage("en-US");
    await i18n.changeLanguage("en-US");
    const switching = loadLanguage("zh-CN");
    // A page opened while the switch loads.
    await loadFeatureTexts(["search"], "en-US");
    await switching;
    await i18n.changeLanguage("zh-CN");
    expect(i18n.t(searchKey)).toBe(searchZhCN.search.title);
    expect(i18n.getFixedT("en-US")(searchKey)).toBe(searchEnUS.search.title);
  });
});
