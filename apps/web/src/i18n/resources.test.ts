import { languages, validationMessages } from "@portal/shared";
import { describe, expect, it } from "vitest";
import { statusMessage } from "../lib/http-status.ts";
import {
  featureTextModules,
  importFeatureTexts,
  lazyTextFolders,
  managementTexts,
} from "./feature-texts.ts";
import { i18n, loadLanguage } from "./i18n.ts";
import { enUSBundle, enUSFeatures } from "./languages/en-US.ts";
import { zhCNBundle, zhCNFeatures } from "./languages/zh-CN.ts";
import { zhTWBundle, zhTWFeatures } from "./languages/zh-TW.ts";
import { flattenKeys, nestKeys, type ResourceTree } from "./resources.ts";

type Language = (typeof languages)[number];
const bundles = { "zh-CN": zhCNBundle, "en-US": enUSBundle, "zh-TW": zhTWBundle };
/** The texts of features loaded with their pages (feature-texts.ts), each language its own chunk. */
const lazyTexts = Object.fromEntries(
  await Promise.all(
    languages.map(
      async (language) =>
        [
          language,
          Object.fromEntries(
            await Promise.all(
              lazyTextFolders.map(
                async (folder) => [folder, await importFeatureTexts(folder, language)] as const,
              ),
            ),
          ),
        ] as const,
    ),
  ),
) as Record<Language, Record<string, ResourceTree>>;
const lazyOf = (language: Language) => lazyTexts[language];
const featureMessages: Record<Language, Record<string, object>> = {
  "zh-CN": { ...zhCNFeatures, ...lazyOf("zh-CN") },
  "en-US": { ...enUSFeatures, ...lazyOf("en-US") },
  "zh-TW": { ...zhTWFeatures, ...lazyOf("zh-TW") },
};

const flattened = Object.fromEntries(
  languages.map((language) => [
    language,
    new Map([
      ...flattenKeys(bundles[language].texts),
      ...Object.values(lazyOf(language)).flatMap((tree) => [...flattenKeys(tree as ResourceTree)]),
    ]),
  ]),
) as Record<Language, Map<string, string>>;

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? "").sort();
}

describe("translation resources", () => {
  it("have every key in all three languages", () => {
    const allKeys = new Set(languages.flatMap((language) => [...flattened[language].keys()]));
    const missing = languages.flatMap((language) =>
      [...allKeys]
        .filter((key) => !flattened[language].has(key))
        .map((key) => `${language}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it("have no empty text", () => {
    const empty = languages.flatMap((language) =>
      [...flattened[language]]
        .filter(([, text]) => text.trim() === "")
        .map(([key]) => `${language}: ${key}`),
    );
    expect(empty).toEqual([]);
  });

  it("use the same placeholders in every language", () => {
    const mismatched: string[] = [];
    for (const [key, text] of flattened["zh-CN"]) {
      for (const language of languages) {
        const other = flattened[language].get(key);
        if (other !== undefined && placeholders(other).join() !== placeholders(text).join()) {
          mismatched.push(`${language}: ${key}`);
        }
      }
    }
    expect(mismatched).toEqual([]);
  });

  it("count in English by plural rules: a key counting a noun has its singular", () => {
    const pluralWithoutSingular = [...flattened["en-US"]]
      .filter(([key, text]) => /\{\{count\}\} [a-z]+s\b/.test(text) && !key.endsWith("_other"))
      .map(([key]) => key);
    expect(pluralWithoutSingular).toEqual([]);
  });

  it("say 1 read and 2 reads in English, and the same words for any count in Chinese", async () => {
    await Promise.all(languages.map((language) => loadLanguage(language)));
    const reads = (language: Language, count: number) =>
      i18n.getFixedT(language)("content.list.readCount", { count });
    expect([reads("en-US", 1), reads("en-US", 2), reads("en-US", 0)]).toEqual([
      "1 read",
      "2 reads",
      "0 reads",
    ]);
    expect([reads("zh-CN", 1), reads("zh-CN", 2)]).toEqual(["1 次阅读", "2 次阅读"]);
    expect(reads("zh-TW", 1)).toBe("1 次閱讀");
  });

  it("give the school one name in each language: menu, footer, page title and home entry", async () => {
    await Promise.all(languages.map((language) => loadLanguage(language)));
    for (const language of languages) {
      const t = i18n.getFixedT(language);
      const names = new Set(
        [
          "nav.school",
          "routes.schoollist",
          "content.school.title",
          "home.services.school.name",
        ].map((key) => t(key)),
      );
      expect([...names], language).toHaveLength(1);
    }
  });

  it("include the shared validation messages", () => {
    for (const language of languages) {
      for (const [key, translations] of Object.entries(validationMessages)) {
        expect(flattened[language].get(key)).toBe(translations[language]);
      }
    }
  });

  it("word every status of the error catalogue", () => {
    for (const status of [0, 400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505, 511, 418]) {
      for (const language of languages) {
        expect(flattened[language].has(statusMessage(status).key)).toBe(true);
      }
    }
  });
});

describe("lazily loaded feature texts", () => {
  it("are left out of the language chunks, the management area's among them", () => {
    expect(managementTexts).toEqual(
      expect.arrayContaining(["audit", "users", "whitelist", "statistics", "forum-management"]),
    );
    for (const language of languages) {
      const bundled = Object.keys(bundles[language].texts);
      for (const folder of lazyTextFolders) {
        expect(bundled, `${language}: ${folder}`).not.toContain(folder);
      }
    }
  });

  it("never define a key the language bundles define", () => {
    for (const language of languages) {
      const bundled = flattenKeys(bundles[language].texts);
      for (const tree of Object.values(lazyOf(language))) {
        for (const key of flattenKeys(tree as ResourceTree).keys()) {
          expect(bundled.has(key), `${language}: ${key}`).toBe(false);
        }
      }
    }
  });
});

describe("feature folders", () => {
  it("load lazily exactly the folders listed as such, in each language", () => {
    const expected = lazyTextFolders.flatMap((folder) =>
      languages.map((language) => `./${folder}/${language}.ts`),
    );
    expect(Object.keys(featureTextModules).sort()).toEqual(expected.sort());
  });

  const folders = Object.keys(import.meta.glob("./*/*.ts"))
    .map((path) => path.split("/")[1] ?? "")
    .filter((folder, index, all) => folder !== "languages" && all.indexOf(folder) === index);

  it("each hold the three languages and are merged under the key of their own name", () => {
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) {
      for (const language of languages) {
        const messages = featureMessages[language][folder];
        expect(messages, `${language} of i18n/${folder}`).toBeDefined();
        expect(Object.keys(messages ?? {}), `i18n/${folder}/${language}.ts`).toEqual([folder]);
      }
    }
    expect(Object.keys(featureMessages["zh-CN"]).sort()).toEqual([...folders].sort());
  });
});

describe("nestKeys", () => {
  it("builds the nested tree i18next resolves dotted keys in", () => {
    expect(nestKeys({ "a.b.c": "x", "a.b.d": "y", e: "z" })).toEqual({
      a: { b: { c: "x", d: "y" } },
      e: "z",
    });
  });

  it("refuses a key defined under a text", () => {
    expect(() => nestKeys({ "a.b": "x", "a.b.c": "y" })).toThrow();
  });
});
