/// <reference lib="dom" />
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { defaultApiRequestsPerMinute } from "../../apps/server/src/config.ts";
import {
  importFeatureTexts,
  type LazyTexts,
  lazyTextFolders,
  managementTexts,
} from "../../apps/web/src/i18n/feature-texts.ts";
import { zhCNBundle } from "../../apps/web/src/i18n/languages/zh-CN.ts";
import { antdCssVarClass } from "../../apps/web/src/lib/antd-theme.ts";
import { compileHintsComment } from "../../apps/web/vite-plugins/compile-hints.ts";
import { callApi } from "../support/accounts.ts";
import { narrowPhone, useBrowser } from "../support/browser.ts";
import { productByModel } from "../support/products.ts";
import { type Language, texts } from "../support/texts.ts";

/**
 * What a first visit to each public page downloads on a phone (375 px, the profile):
 * its JavaScript, counted gzipped (the size of the .gz file the build wrote beside each asset),
 * in a fresh browser with nothing cached. The budgets are the goals, never raised to let a page
 * grow: 250 KB for /home, 300 KB for every other public page (a new public route is added here).
 */
const homeBudgetKb = 250;
const pageBudgetKb = 300;
const budgetsKb: Record<string, number> = {
  "/home": homeBudgetKb,
  "/product": pageBudgetKb,
  "/product/menu": pageBudgetKb,
  "/product/compare": pageBudgetKb,
  "/product/detail": pageBudgetKb,
  "/product/document": pageBudgetKb,
  "/school/article": pageBudgetKb,
  "/login": pageBudgetKb,
  "/register": pageBudgetKb,
  "/search?q=M5311": pageBudgetKb,
  "/forum": pageBudgetKb,
  "/forum/post": pageBudgetKb,
};

/** The page module each route shows, as the build's manifest names it. */
const pageModules: Record<string, string> = {
  "/home": "src/features/home/pages/HomePage.tsx",
  "/product": "src/features/product/pages/CataloguePage.tsx",
  "/product/menu": "src/features/product/pages/SelectionPage.tsx",
  "/product/compare": "src/features/product/pages/ComparePage.tsx",
  "/product/detail": "src/features/product/pages/DetailPage.tsx",
  "/product/document": "src/features/document/pages/DocumentCentrePage.tsx",
  "/school/article": "src/features/content/pages/TextDetailPage.tsx",
  "/login": "src/features/account/pages/LoginPage.tsx",
  "/register": "src/features/account/pages/RegisterPage.tsx",
  "/search?q=M5311": "src/features/search/pages/SearchPage.tsx",
  "/forum": "src/features/forum/pages/ForumHomePage.tsx",
  "/forum/post": "src/features/forum/pages/PostPage.tsx",
};

/** The feature texts (src/i18n/feature-texts.ts) a page loads with its code, in its language. */
const pageTexts: Record<string, LazyTexts[]> = {
  "/product/detail": ["sharing"],
  "/school/article": ["sharing"],
  "/search?q=M5311": ["search"],
  "/forum": ["forum"],
  "/forum/post": ["forum", "sharing"],
};

/**
 * The pages whose first screen draws a form or a field, which take antd's form styles with
 * those of every page (apps/web/vite-plugins/antd-static-styles.ts); the others go without.
 */
const formPages = new Set(["/product/menu", "/login", "/register", "/forum"]);
const formStylesheet = /\/antd-static-forms-[\w-]+\.css$/;

/** A feature's texts in one language: a chunk of its own. */
const featureTextsModule = (folder: LazyTexts, language: Language) =>
  `src/i18n/${folder}/${language}.ts`;

const languageModules: Record<Language, string> = {
  "zh-CN": "src/i18n/languages/zh-CN.ts",
  "en-US": "src/i18n/languages/en-US.ts",
  "zh-TW": "src/i18n/languages/zh-TW.ts",
};

type ManifestChunk = { file: string; src?: string; isDynamicEntry?: boolean; imports?: string[] };

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

/** The initial chunk, which the entry (a stub that runs it) imports: the app's code. */
const initialChunk = chunkFileOf(manifest["index.html"]?.imports?.[0] ?? "the entry's import");

/** Every lazily loaded page and language of the build, by its file. */
const lazyChunks = new Map(
  Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry && chunk.src)
    .map((chunk) => [`/${chunk.file}`, chunk.src as string]),
);

/**
 * The files index.html's boot script preloads for a route pattern of
 * apps/web/vite-plugins/page-preloads.ts, as the build wrote its list (its language's texts
 * aside).
 */
function bootPreloadsOf(pattern: string): string[] {
  const html = readFileSync(path.join(webDist, "index.html"), "utf8");
  const entry = `[${JSON.stringify(pattern)}, [`;
  const start = html.indexOf(entry);
  if (start < 0) throw new Error(`index.html preloads nothing for ${pattern}`);
  const list = html.slice(start + entry.length - 1, html.indexOf("]", start + entry.length) + 1);
  return (JSON.parse(list) as string[]).map((file) => `/${file}`);
}

/** A file's gzipped size: the build's .gz twin, or gzip now for the small files it skipped. */
function gzippedBytes(file: string): number {
  const compressed = path.join(webDist, `${file}.gz`);
  if (existsSync(compressed)) return readFileSync(compressed).length;
  return gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length;
}

/** Every text of a tree. */
function textsOf(tree: object): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === "string" ? [value] : textsOf(value as object),
  );
}

/**
 * Words a public zh-CN page must never download, wherever the build put them (a page's code
 * bundling them would hide them from the chunk names): the feature texts of the other languages,
 * and the texts of the features only the management area shows. Only long words, none that the
 * zh-CN texts a page does load also hold.
 */
async function forbiddenWords(): Promise<Map<string, string>> {
  const publicFolders = lazyTextFolders.filter(
    (folder) => !(managementTexts as readonly string[]).includes(folder),
  );
  const allowed = new Set(textsOf(zhCNBundle.texts));
  for (const folder of publicFolders) {
    for (const text of textsOf(await importFeatureTexts(folder, "zh-CN"))) allowed.add(text);
  }
  const words = new Map<string, string>();
  const add = (text: string, what: string) => {
    // Chinese of eight characters, or an English sentence (a short English label such as
    // "Customer service" may well be a string of the code).
    const long = /\p{Script=Han}/u.test(text) ? text.length >= 8 : text.split(" ").length >= 5;
    if (long && !allowed.has(text) && !/[`\\$]/.test(text)) words.set(text, what);
  };
  for (const folder of lazyTextFolders) {
    for (const language of ["en-US", "zh-TW"] as const) {
      for (const text of textsOf(await importFeatureTexts(folder, language))) {
        add(text, `${language} texts of ${folder}`);
      }
    }
  }
  for (const folder of managementTexts) {
    for (const text of textsOf(await importFeatureTexts(folder, "zh-CN"))) {
      add(text, `management texts of ${folder}`);
    }
  }
  return words;
}

/**
 * Opens a page in the browser's fresh context and answers the JavaScript files it fetched, those
 * of them whose body, as the browser received it, does not open with V8's compile hint, and the
 * stylesheets it fetched.
 */
async function scriptsFetchedBy(page: Page, route: string, ready: () => Promise<void>) {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  const bodies: Promise<[string, string]>[] = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith(".css")) stylesheets.add(pathname);
    if (!pathname.endsWith(".js")) return;
    scripts.add(pathname);
    bodies.push(response.text().then((body) => [pathname, body.slice(0, 100)]));
  });
  await page.goto(`/#${route}`);
  await ready();
  await page.waitForLoadState("networkidle");
  const withoutHint = (await Promise.all(bodies))
    .filter(([, start]) => !start.startsWith(compileHintsComment))
    .map(([file]) => file);
  return { scripts: [...scripts], withoutHint, stylesheets: [...stylesheets] };
}

const figures: string[] = [];
afterAll(() => {
  if (figures.length > 0) console.log(`[first load, zh-CN]\n${figures.join("\n")}`);
});

describe("the first load of each public page", () => {
  const browser = useBrowser({ locale: "zh-CN", ...narrowPhone });
  const t = texts["zh-CN"];
  let forbidden = new Map<string, string>();
  let forumPostId = 0;
  let articleId = 0;
  beforeAll(async () => {
    forbidden = await forbiddenWords();
    const articles = await callApi<{ list: { id: number }[] }>(
      "/api/text/getTextList?type=schoolArticle&page=1&pageSize=1",
    );
    articleId = articles.list[0]?.id ?? 0;
    const boards = await callApi<{ id: number }[]>("/api/topicController/list");
    for (const board of boards) {
      const posts = await callApi<{ list: { id: number }[] }>(
        `/api/postsController/queryPostsPageByTopicId?topicId=${board.id}&page=1&pageSize=1`,
      );
      const first = posts.list[0];
      if (first) {
        forumPostId = first.id;
        break;
      }
    }
  });

  for (const [route, budgetKb] of Object.entries(budgetsKb)) {
    it(`${route}: stays within ${budgetKb} KB of gzipped JavaScript, loads no other page or language and takes antd's styles from the build`, async () => {
      const { page } = browser;
      let url = route;
      if (route === "/product/detail") url = `${route}/${(await productByModel("M5311")).id}`;
      if (route === "/forum/post") url = `${route}/${forumPostId}`;
      if (route === "/school/article") url = `${route}/${articleId}`;
      const { scripts, withoutHint, stylesheets } = await scriptsFetchedBy(page, url, () =>
        page.getByRole("main").waitFor(),
      );
      // Each compiled off the main thread while it downloads (vite-plugins/compile-hints.ts).
      expect(withoutHint).toEqual([]);

      const ownPage = chunkFileOf(pageModules[route] ?? "");
      expect(scripts).toContain(ownPage);
      expect(scripts).toContain(chunkFileOf(languageModules["zh-CN"]));
      const ownTexts = (pageTexts[route] ?? []).map((folder) =>
        chunkFileOf(featureTextsModule(folder, "zh-CN")),
      );
      for (const file of ownTexts) expect(scripts).toContain(file);
      const otherLazyChunks = scripts
        .filter((file) => lazyChunks.has(file) && file !== ownPage && !ownTexts.includes(file))
        .map((file) => lazyChunks.get(file))
        .filter((source) => source !== languageModules["zh-CN"]);
      // A page may open a dialog's code on demand, never another page's or language's, nor a
      // feature's texts it does not show, nor another language's.
      expect(otherLazyChunks.filter((source) => /\/pages\/|\/i18n\//.test(source ?? ""))).toEqual(
        [],
      );
      // Wherever the build put them: no other language's feature texts, no management texts.
      const downloaded = scripts.map((file) => readFileSync(path.join(webDist, file), "utf8"));
      const found = [...forbidden]
        .filter(([text]) => downloaded.some((code) => code.includes(text)))
        .map(([text, what]) => `${what}: ${text}`);
      expect(found.slice(0, 5)).toEqual([]);

      // The components' styles come from the build's stylesheet
      // (apps/web/vite-plugins/antd-static-styles.ts); antd writes only the theme's variables.
      const writtenByAntd = await page.evaluate(
        (themeClass) =>
          Array.from(document.querySelectorAll("style[data-css-hash]"))
            .map((style) => style.textContent ?? "")
            .filter((css) => !css.startsWith(`.${themeClass}`))
            .map((css) => css.slice(0, 60)),
        antdCssVarClass,
      );
      expect(writtenByAntd).toEqual([]);
      // A page without a form has them all without fetching the forms' third.
      expect(stylesheets.some((file) => formStylesheet.test(file))).toBe(formPages.has(route));

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
    // A forum post, the forum's home and the results page: their texts in the reader's language.
    const post = chunkFileOf(pageModules["/forum/post"] ?? "");
    const forPost = await preloadsOfFirstVisit(`/forum/post/${forumPostId}`);
    expect(forPost).toContain(post);
    for (const folder of ["forum", "sharing"] as const) {
      expect(forPost).toContain(chunkFileOf(featureTextsModule(folder, "zh-CN")));
      expect(forPost).not.toContain(chunkFileOf(featureTextsModule(folder, "en-US")));
      expect(forPost).not.toContain(chunkFileOf(featureTextsModule(folder, "zh-TW")));
    }
    const forForum = await preloadsOfFirstVisit("/forum");
    expect(forForum).toContain(chunkFileOf(featureTextsModule("forum", "zh-CN")));
    expect(forForum).not.toContain(chunkFileOf(featureTextsModule("forum", "zh-TW")));
    expect(forForum).not.toContain(post);
    const forSearch = await preloadsOfFirstVisit("/search?q=M5311");
    expect(forSearch).toContain(chunkFileOf(featureTextsModule("search", "zh-CN")));
    expect(forSearch).not.toContain(chunkFileOf(featureTextsModule("search", "en-US")));
    expect(forSearch).not.toContain(chunkFileOf(featureTextsModule("forum", "zh-CN")));
  });

  it("asks for the product page's documents section code with that section, not with the page", () => {
    // The section below the overview brings the document feature's download button and notice
    // when drawn; the page itself takes only the document queries from that feature's index.ts.
    const section = manifest["src/features/product/components/ProductDocuments.tsx"];
    const sectionChunks = (section?.imports ?? [])
      .map((key) => `/${manifest[key]?.file}`)
      .filter((file) => file !== initialChunk && !file.includes("/rolldown-runtime-"));
    expect(sectionChunks.length).toBeGreaterThan(0);
    const withThePage = bootPreloadsOf("^/product/detail/\\d+$");
    expect(withThePage).toContain(chunkFileOf(pageModules["/product/detail"] ?? ""));
    for (const file of sectionChunks) expect(withThePage).not.toContain(file);
  });

  it("asks for a page's first API answers from index.html, before the code arrives, and each once", async () => {
    // A page of its own for each visit, as above.
    const readsOfFirstVisit = async (route: string) => {
      const visit = await browser.context.newPage();
      const asked: string[] = [];
      const beforeCode: string[] = [];
      let codeArrived = false;
      visit.on("requestfinished", (request) => {
        if (new URL(request.url()).pathname === initialChunk) codeArrived = true;
      });
      visit.on("request", (request) => {
        const { pathname, search } = new URL(request.url());
        if (request.method() !== "GET" || !pathname.startsWith("/api/")) return;
        asked.push(pathname + search);
        if (!codeArrived) beforeCode.push(pathname + search);
      });
      try {
        await visit.goto(`/#${route}`);
        await visit.getByRole("main").waitFor();
        await visit.waitForLoadState("networkidle");
        const twice = asked.filter((url, index) => asked.indexOf(url) !== index);
        return { beforeCode, twice };
      } finally {
        await visit.close();
      }
    };
    const product = await productByModel("M5311");
    const visits: [string, string][] = [
      ["/home", "/api/text/getTextList?type=news&page=1&pageSize=5"],
      [`/product/detail/${product.id}`, `/api/product/ch/query?id=${product.id}`],
      ["/search?q=M5311", "/api/search?q=M5311&page=1&pageSize=10"],
      // Read the way the results page reads its address: trimmed, a known kind, the page.
      [
        "/search?q=%20M5311%20%20ML302&kind=document&page=2",
        "/api/search?q=M5311+ML302&kind=document&page=2&pageSize=10",
      ],
      ["/search?q=M5311&kind=unknown&page=x", "/api/search?q=M5311&page=1&pageSize=10"],
      ["/product/document", "/api/document/queryDocument?page=1&pageSize=10"],
      ["/product", "/api/product/getProductTree"],
    ];
    for (const [route, firstRead] of visits) {
      const { beforeCode, twice } = await readsOfFirstVisit(route);
      expect(beforeCode, route).toContain(firstRead);
      expect(beforeCode, route).toContain("/api/paramConfig/siteInfo");
      expect(twice, route).toEqual([]);
    }
  });

  it("draws a first visit's content in its first render, with no skeleton before it", async () => {
    // Whether the page's main area showed a loading skeleton while its content was not there
    // yet: the route loaders (lib/prime-queries.ts) wait for the answers index.html asked for.
    const skeletonBeforeContent = async (route: string, content: string) => {
      const visit = await browser.context.newPage();
      await visit.addInitScript((selector) => {
        const seen = { skeleton: false };
        Object.assign(window, { skeletonSeen: seen });
        new MutationObserver(() => {
          if (document.querySelector(selector)) return;
          if (document.querySelector("main .ant-skeleton")) seen.skeleton = true;
        }).observe(document, { childList: true, subtree: true });
      }, content);
      try {
        await visit.goto(`/#${route}`);
        await visit.locator(content).first().waitFor();
        return await visit.evaluate(
          () =>
            (window as unknown as { skeletonSeen: { skeleton: boolean } }).skeletonSeen.skeleton,
        );
      } finally {
        await visit.close();
      }
    };
    expect(await skeletonBeforeContent("/home", ".home-news-item a.home-news-title")).toBe(false);
    expect(await skeletonBeforeContent("/product", ".product-card .product-card-model")).toBe(
      false,
    );
    expect(
      await skeletonBeforeContent("/product/document", ".document-table tr.plain-table-row"),
    ).toBe(false);
    expect(
      await skeletonBeforeContent("/search?q=M5311", ".search-result .search-result-title"),
    ).toBe(false);
    const product = await productByModel("M5311");
    expect(await skeletonBeforeContent(`/product/detail/${product.id}`, "h1.detail-model")).toBe(
      false,
    );
    expect(await skeletonBeforeContent(`/school/article/${articleId}`, ".text-header h1")).toBe(
      false,
    );
    expect(
      await skeletonBeforeContent(`/forum/post/${forumPostId}`, "h1.forum-post-page-title"),
    ).toBe(false);
  });

  it("loads another language's texts only when a visitor switches to it", async () => {
    const { page } = browser;
    const { scripts } = await scriptsFetchedBy(page, "/home", () =>
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
