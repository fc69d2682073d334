/// <reference lib="dom" />
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { forumEnUS } from "../../apps/web/src/i18n/forum/en-US.ts";
import { forumZhCN } from "../../apps/web/src/i18n/forum/zh-CN.ts";
import { forumZhTW } from "../../apps/web/src/i18n/forum/zh-TW.ts";
import { clickWhenSettled, useBrowser } from "../support/browser.ts";
import { type Language, texts } from "../support/texts.ts";

/**
 * A feature's texts kept out of the language chunks (apps/web/src/i18n/feature-texts.ts) come
 * with its pages in the reader's language only, and in the new language when the reader
 * switches, before the page shows it: no key ever shows raw.
 */
const manifest = JSON.parse(
  readFileSync(path.join(inject("webDist"), ".vite/manifest.json"), "utf8"),
) as Record<string, { file: string }>;

function forumTextsFile(language: Language): string {
  const chunk = manifest[`src/i18n/forum/${language}.ts`];
  if (!chunk) throw new Error(`the build has no chunk of the forum's ${language} texts`);
  return `/${chunk.file}`;
}

const forum = { "zh-CN": forumZhCN, "en-US": forumEnUS, "zh-TW": forumZhTW } as const;

describe("a feature's texts", () => {
  const browser = useBrowser({ locale: "zh-CN" });

  it("load on a forum page in the reader's language, and in the new one when the reader switches", async () => {
    const { page } = browser;
    const scripts: string[] = [];
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith(".js")) scripts.push(pathname);
    });
    const main = page.getByRole("main");
    await page.goto("/#/forum");
    await main.getByRole("heading", { name: forum["zh-CN"].forum.home.title, level: 1 }).waitFor();
    await main.getByRole("heading", { name: forum["zh-CN"].forum.home.boards }).waitFor();
    expect(scripts).toContain(forumTextsFile("zh-CN"));
    expect(scripts).not.toContain(forumTextsFile("en-US"));
    expect(scripts).not.toContain(forumTextsFile("zh-TW"));

    let from: Language = "zh-CN";
    for (const to of ["en-US", "zh-TW"] as const) {
      const words = texts[from];
      await page
        .getByRole("banner")
        .getByRole("button", { name: `${words.common.language}: ${words.languageNames[from]}` })
        .click();
      await clickWhenSettled(page.getByRole("menuitem", { name: words.languageNames[to] }));
      await main.getByRole("heading", { name: forum[to].forum.home.title, level: 1 }).waitFor();
      await main.getByRole("heading", { name: forum[to].forum.home.boards }).waitFor();
      expect(scripts).toContain(forumTextsFile(to));
      // Nothing on the page is a key: the forum's texts came before the switch showed.
      expect(await main.innerText()).not.toMatch(/\bforum\.[a-zA-Z]+\./);
      from = to;
    }
  });
});
