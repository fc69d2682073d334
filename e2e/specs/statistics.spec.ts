import type { StatisticsSummary } from "@portal/shared";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { statisticsEnUS } from "../../apps/web/src/i18n/statistics/en-US.ts";
import { statisticsZhCN } from "../../apps/web/src/i18n/statistics/zh-CN.ts";
import { statisticsZhTW } from "../../apps/web/src/i18n/statistics/zh-TW.ts";
import {
  administratorToken,
  callApi,
  signInAsAdministrator,
  uniqueSuffix,
} from "../support/accounts.ts";
import { expectNoSeriousViolations, narrowPhone, useBrowser } from "../support/browser.ts";
import { expectFitsNarrowPhone, waitForRoute } from "../support/pages.ts";
import { type Language, texts } from "../support/texts.ts";

const words = {
  "zh-CN": statisticsZhCN.statistics.home,
  "en-US": statisticsEnUS.statistics.home,
  "zh-TW": statisticsZhTW.statistics.home,
} as const;

/**
 * A visitor's browser as people have it: the test's headless Chromium says "HeadlessChrome",
 * which the recorder's server side takes for a crawler and drops.
 */
const desktopBrowser =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

function chinaToday(): string {
  return new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

async function summaryOfToday(): Promise<StatisticsSummary> {
  const today = chinaToday();
  return callApi<StatisticsSummary>(`/api/up/summary?from=${today}&to=${today}`, {
    token: await administratorToken(),
  });
}

async function openHomeStatistics(page: Page, language: Language) {
  await page.goto(`/#/server/login?redirect=${encodeURIComponent("/server/homeStatistics")}`);
  await signInAsAdministrator(page, language);
  await waitForRoute(page, "/server/homeStatistics");
  await page
    .getByRole("main")
    .getByRole("heading", { name: words[language].title, level: 1 })
    .waitFor();
}

describe("home statistics", () => {
  const browser = useBrowser({ locale: "zh-CN" });

  it("shows a visitor's pages and a catalogue search with no result, with the map and charts drawn", async () => {
    const before = await summaryOfToday();
    const missingModel = `NOSUCH${uniqueSuffix()}`.toLowerCase();
    const visitorContext = await browser.newContext({ userAgent: desktopBrowser });
    const visitor = await visitorContext.newPage();
    // Each page is let render before the next: a navigation overtaken before it renders is
    // no page view.
    for (const route of ["/home", "/forum", "/product/menu"]) {
      const beacon = visitor.waitForRequest((request) => request.url().endsWith("/api/up/view"));
      await visitor.goto(`/#${route}`);
      await waitForRoute(visitor, route);
      expect(JSON.parse((await beacon).postData() ?? "{}")).toMatchObject({ path: route });
    }
    const keyword = visitor.getByLabel(texts["zh-CN"].product.selection.keyword, { exact: true });
    await keyword.fill(missingModel);
    await visitor.getByText(texts["zh-CN"].product.selection.empty, { exact: true }).waitFor();

    await expect
      .poll(async () => (await summaryOfToday()).pageViews, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(before.pageViews + 3);

    const { page } = browser;
    await openHomeStatistics(page, "zh-CN");
    const noResults = page.getByTestId("statistics-no-result");
    await noResults.getByRole("cell", { name: missingModel, exact: true }).waitFor();
    // Every spec's visits of today count too: the table's ten most viewed paths need not hold
    // this visitor's /forum or /product/menu (they did not in a whole run), so the table is
    // checked against the server's ranking, in which the front page always is.
    const topPages = page.getByTestId("statistics-top-pages");
    const ranked = (await summaryOfToday()).topPages.map(({ path }) => path);
    expect(ranked).toContain("/home");
    for (const path of ranked) {
      await topPages.getByRole("cell", { name: path, exact: true }).waitFor();
    }
    for (const chart of [
      "statistics-map",
      "statistics-by-day",
      "statistics-devices",
      "statistics-languages",
    ]) {
      const canvas = page.getByTestId(chart).locator("canvas");
      await canvas.waitFor();
      expect((await canvas.boundingBox())?.height ?? 0).toBeGreaterThan(100);
    }
    await expectNoSeriousViolations(page);
  });

  it.each(["zh-CN", "en-US", "zh-TW"] as const)(
    "reads in %s and fits a 375 px phone",
    async (language) => {
      const context = await browser.newContext({ ...narrowPhone, locale: language });
      const page = await context.newPage();
      await openHomeStatistics(page, language);
      await page.getByText(words[language].noResultSearches, { exact: true }).waitFor();
      await page.getByTestId("statistics-map").locator("canvas").waitFor();
      await expectFitsNarrowPhone(page);
    },
  );
});
