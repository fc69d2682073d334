import type { MemberStatisticsSummary } from "@portal/shared";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { statisticsEnUS } from "../../apps/web/src/i18n/statistics/en-US.ts";
import { statisticsUsersEnUS } from "../../apps/web/src/i18n/statistics-users/en-US.ts";
import { statisticsUsersZhCN } from "../../apps/web/src/i18n/statistics-users/zh-CN.ts";
import { createUser, signInAsAdministrator } from "../support/accounts.ts";
import { useBrowser } from "../support/browser.ts";
import { responseTo, waitForRoute } from "../support/pages.ts";
import type { Language } from "../support/texts.ts";

const wordsOf = { "zh-CN": statisticsUsersZhCN, "en-US": statisticsUsersEnUS } as const;

/** Signs the administrator in and opens the page; answers the summary the page asked for. */
async function openUserStatistics(page: Page, language: "zh-CN" | "en-US") {
  const words = wordsOf[language]["statistics-users"];
  await page.goto(`/#/server/login?redirect=${encodeURIComponent("/server/userStatistics")}`);
  const summary = page.waitForResponse((answer) =>
    answer.url().includes("/api/userStatistics/summary"),
  );
  await signInAsAdministrator(page, language as Language);
  await waitForRoute(page, "/server/userStatistics");
  await page.getByRole("main").getByRole("heading", { name: words.title, level: 1 }).waitFor();
  const answer = await summary;
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: MemberStatisticsSummary }).data;
}

/** Whether a chart's canvas has anything drawn on it. */
function chartDrawn(page: Page, testId: string) {
  return page.getByTestId(testId).evaluate((box) => {
    const canvas = box.querySelector("canvas");
    if (!canvas || canvas.width === 0 || canvas.height === 0) return false;
    const pixels = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height).data;
    return pixels ? pixels.some((value, index) => index % 4 === 3 && value > 0) : false;
  });
}

describe("member statistics", () => {
  const browser = useBrowser({ locale: "zh-CN" });

  beforeAll(async () => {
    // Two more members registered today, beside the demo members seeded at start-up.
    await createUser();
    await createUser();
  });

  it("staff see today's registrations of the seeded members, with drawn charts and tables", async () => {
    const { page } = browser;
    const summary = await openUserStatistics(page, "zh-CN");
    const today = new Date().toISOString().slice(0, 10);
    const todayRow = summary.days.find((row) => row.day === today);
    expect(todayRow?.registered).toBeGreaterThanOrEqual(2);
    expect(summary.totals.registered).toBeGreaterThanOrEqual(2);

    await expect
      .poll(() => page.getByTestId("total-registered").textContent())
      .toContain(String(summary.totals.registered));
    const dayTable = page.getByTestId("table-by-day");
    const todayCells = dayTable.getByRole("row").filter({ hasText: today }).getByRole("cell");
    await expect.poll(() => todayCells.nth(1).textContent()).toBe(String(todayRow?.registered));

    for (const chart of ["chart-by-day", "chart-by-area", "chart-by-field", "chart-by-title"]) {
      await expect.poll(() => chartDrawn(page, chart), { timeout: 10_000 }).toBe(true);
    }
    const words = statisticsUsersZhCN["statistics-users"];
    await page.getByTestId("table-by-title").getByText(words.titles.ordinary).waitFor();
  });

  it("asks again for another range, says when a range is refused, and shows empty states", async () => {
    const words = statisticsUsersEnUS["statistics-users"];
    const rangeWords = statisticsEnUS.statistics.range;
    const english = await browser.newContext({ locale: "en-US" });
    const englishPage = await english.newPage();
    await openUserStatistics(englishPage, "en-US");

    const week = await responseTo(englishPage, "/api/userStatistics/summary", () =>
      englishPage
        .getByText(rangeWords.lastDays_other.replace("{{count}}", "7"), { exact: true })
        .click(),
    );
    expect(week.status()).toBe(200);
    expect(((await week.json()) as { data: MemberStatisticsSummary }).data.days).toHaveLength(7);

    await englishPage.getByTestId("range-from").fill("2001-01-01");
    await englishPage
      .getByRole("alert")
      .filter({ hasText: rangeWords.invalid.replace("{{days}}", "366") })
      .waitFor();

    const empty = await responseTo(englishPage, "/api/userStatistics/summary", () =>
      englishPage.getByTestId("range-to").fill("2001-01-31"),
    );
    expect(empty.status()).toBe(200);
    await englishPage.getByText(words.byDayEmpty).waitFor();
    await expect.poll(() => englishPage.getByText(words.noneRegistered).count()).toBe(3);
  });
});
