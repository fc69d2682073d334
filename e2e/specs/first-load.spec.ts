/// <reference lib="dom" />
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { defaultApiRequestsPerMinute } from "../../apps/server/src/config.ts";
import { useBrowser } from "../support/browser.ts";
import { productByModel } from "../support/products.ts";
import { type Language, texts } from "../support/texts.ts";

/**
 * What a first visit to each public page downloads: its JavaScript, counted gzipped (the size
 * of the .gz file the build wrote beside each asset), in a fresh browser with nothing cached.
 * The budgets are what the pages weigh today plus a little room, so that growth is a decision:
 * the goal for /home is 250 KB (the README says what holds the rest).
 */
const budgetsKb: Record<string, number> = {
  "/home": 317,
  "/product": 312,
  "/product/menu": 372,
  "/product/compare": 428,
  "/product/detail": 369,
  "/product/document": 455,
  "/login": 372,
  "/register": 368,
  "/search?q=M5311": 356,
};

/** The page module each route shows, as the build's manifest names it. */
const pageModules: Record<string, string> = {
  "/home": "src/features/home/pages/HomePage.tsx",
  "/product": "src/features/product/pages/CataloguePage.tsx",
  "/product/menu": "src/features/product/pages/SelectionPage.tsx",
  "/product/compare": "src/features/product/pages/ComparePage.tsx",
  "/product/detail": "src/features/product/pages/DetailPage.tsx",
  "/product/document": "src/features/document/pages/DocumentCentrePage.tsx",
  "/login": "src/features/account/pages/LoginPage.tsx",
  "/register": "src/features/account/pages/RegisterPage.tsx",
  "/search?q=M5311": "src/features/search/pages/SearchPage.tsx",
};

const languageModules: Record<Language, string> = {
  "zh-CN": "src/i18n/languages/zh-CN.ts",
  "en-US": "src/i18n/languages/en-US.ts",
  "zh-TW": "src/i18n/languages/zh-TW.ts",
};

type ManifestChunk = { file: string; src?: string; isDynamicEntry?: boolean };

const webDist = inject("webDist");
const manifest = JSON.parse(
  readFileSync(path.join(webDist, ".vite/manifest.json"), "utf8"),
) as Record<string, ManifestChunk>;

/** The file of the chunk whose entry is this source module. */
function chunkFileOf(source: string): string {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`the build's manifest has no chunk for ${source}`);
  return `/${chunk.file}`;
}

/** Every lazily loaded page and language of the build, by its file. */
const lazyChunks = new Map(
  Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry && chunk.src)
    .map((chunk) => [`/${chunk.file}`, chunk.src as string]),
);

/** A file's gzipped size: the build's .gz twin, or gzip now for the small files it skipped. */
function gzippedBytes(file: string): number {
  const compressed = path.join(webDist, `${file}.gz`);
  if (existsSync(compressed)) return readFileSync(compressed).length;
  return gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length;
}

/** Opens a page in the browser's fresh context and answers the JavaScript files it fetched. */
async function scriptsFetchedBy(page: Page, route: string, ready: () => Promise<void>) {
  const scripts = new Set<string>();
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith(".js")) scripts.add(pathname);
  });
  await page.goto(`/#${route}`);
  await ready();
  await page.waitForLoadState("networkidle");
  return [...scripts];
}

const figures: string[] = [];
afterAll(() => {
  if (figures.length > 0) console.log(`[first load, zh-CN]\n${figures.join("\n")}`);
});

describe("the first load of each public page", () => {
  const browser = useBrowser({ locale: "zh-CN" });
  const t = texts["zh-CN"];

  for (const [route, budgetKb] of Object.entries(budgetsKb)) {
    it(`${route}: stays within ${budgetKb} KB of gzipped JavaScript and loads no other page or language`, async () => {
      const { page } = browser;
      let url = route;
      if (route === "/product/detail") url = `${route}/${(await productByModel("M5311")).id}`;
      const scripts = await scriptsFetchedBy(page, url, () => page.getByRole("main").waitFor());

      const ownPage = chunkFileOf(pageModules[route] ?? "");
      expect(scripts).toContain(ownPage);
      expect(scripts).toContain(chunkFileOf(languageModules["zh-CN"]));
      const otherLazyChunks = scripts
        .filter((file) => lazyChunks.has(file) && file !== ownPage)
        .map((file) => lazyChunks.get(file))
        .filter((source) => source !== languageModules["zh-CN"]);
      // A page may open a dialog's code on demand, never another page's or language's.
      expect(
        otherLazyChunks.filter((source) => /\/pages\/|\/languages\//.test(source ?? "")),
      ).toEqual([]);

      const totalKb = scripts.reduce((sum, file) => sum + gzippedBytes(file), 0) / 1024;
      figures.push(`${url.padEnd(24)} ${totalKb.toFixed(1)} KB gzipped in ${scripts.length} files`);
      expect(totalKb).toBeLessThanOrEqual(budgetKb);
      expect(await page.title()).toContain(t.common.siteName);
    });
  }

  it("asks for the page's code and the reader's texts from index.html, and for no other page's", async () => {
    // A page of its own for each visit: another hash in the same page would not load it again.
    const preloadsOfFirstVisit = async (route: string) => {
      const visit = await browser.context.newPage();
      try {
        await visit.goto(`/#${route}`);
        await visit.getByRole("main").waitFor();
        return await visit.evaluate(() =>
          Array.from(
            document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
            (link) => new URL(link.href).pathname,
          ),
        );
      } finally {
        await visit.close();
      }
    };
    const detail = chunkFileOf(pageModules["/product/detail"] ?? "");
    const login = chunkFileOf(pageModules["/login"] ?? "");
    const forDetail = await preloadsOfFirstVisit(
      `/product/detail/${(await productByModel("M5311")).id}`,
    );
    expect(forDetail).toContain(detail);
    expect(forDetail).toContain(chunkFileOf(languageModules["zh-CN"]));
    expect(forDetail).not.toContain(chunkFileOf(languageModules["en-US"]));
    expect(forDetail).not.toContain(login);
    const forLogin = await preloadsOfFirstVisit("/login");
    expect(forLogin).toContain(login);
    expect(forLogin).not.toContain(detail);
  });

  it("loads another language's texts only when a visitor switches to it", async () => {
    const { page } = browser;
    const scripts = await scriptsFetchedBy(page, "/home", () =>
      page.getByRole("heading", { name: t.home.hero.title, level: 1 }).waitFor(),
    );
    expect(scripts).not.toContain(chunkFileOf(languageModules["en-US"]));

    const english = page.waitForResponse((response) =>
      response.url().endsWith(chunkFileOf(languageModules["en-US"])),
    );
    await page
      .getByRole("banner")
      .getByRole("button", { name: `${t.common.language}: ${t.languageNames["zh-CN"]}` })
      .click();
    await page.getByRole("menuitem", { name: t.languageNames["en-US"] }).click();
    await english;
    await page.getByRole("heading", { name: texts["en-US"].home.hero.title, level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en-US");
  });
});

describe("a visit's requests against the per-address limit", () => {
  const browser = useBrowser({ locale: "zh-CN" });

  it("lets a hundred people behind one address each make a first visit and six page changes in a minute", async () => {
    const { page } = browser;
    const product = await productByModel("M5311");
    let apiRequests = 0;
    let inFlight = 0;
    page.on("request", (request) => {
      inFlight += 1;
      if (new URL(request.url()).pathname.startsWith("/api/")) apiRequests += 1;
    });
    page.on("requestfinished", () => {
      inFlight -= 1;
    });
    page.on("requestfailed", () => {
      inFlight -= 1;
    });
    // A hash change keeps the document, so "networkidle" says nothing of the new page: wait
    // until nothing is in flight and no new request started between two looks.
    let seen = -1;
    const settled = () =>
      expect
        .poll(
          () => {
            const quiet = inFlight === 0 && apiRequests === seen;
            seen = apiRequests;
            return quiet;
          },
          { interval: 400, timeout: 15_000 },
        )
        .toBe(true);
    await page.goto("/#/home");
    await page.getByRole("main").waitFor();
    await settled();
    for (const route of [
      "/product",
      `/product/detail/${product.id}`,
      "/product/document",
      "/knowledge",
      "/noticelist",
      "/support",
    ]) {
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, `#${route}`);
      await page.getByRole("main").waitFor();
      await settled();
    }
    figures.push(`first visit and six page changes: ${apiRequests} API requests`);
    // Static files never count; the API requests of a hundred such visits fit in one minute.
    expect(apiRequests * 100).toBeLessThanOrEqual(defaultApiRequestsPerMinute);
  });
});
