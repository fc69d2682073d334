/// <reference lib="dom" />
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { forumManagementEnUS } from "../../apps/web/src/i18n/forum-management/en-US.ts";
import { forumManagementZhCN } from "../../apps/web/src/i18n/forum-management/zh-CN.ts";
import { forumManagementZhTW } from "../../apps/web/src/i18n/forum-management/zh-TW.ts";
import { clientStorageKeys } from "../../packages/shared/src/constants.ts";
import {
  administratorToken,
  callApi,
  createUser,
  signInAsAdministrator,
  type TestUser,
  uniqueSuffix,
} from "../support/accounts.ts";
import { motionFinished, narrowPhone, serverUnderTest, useBrowser } from "../support/browser.ts";
import { responseTo, waitForRoute } from "../support/pages.ts";
import { buttonName, format, type Language, texts } from "../support/texts.ts";

const words = {
  "zh-CN": forumManagementZhCN["forum-management"],
  "en-US": forumManagementEnUS["forum-management"],
  "zh-TW": forumManagementZhTW["forum-management"],
};
const f = words["zh-CN"];
const t = texts["zh-CN"];

type Paged<T> = { list: T[]; total: number };
type PostRow = { id: number; title: string };

/** A board of this run's own, so that its lists hold only what the test put there. */
async function newBoard(): Promise<number> {
  const board = await callApi<{ id: number }>("/api/topicManageController/add", {
    token: await administratorToken(),
    body: { name: `E2E 审核 ${uniqueSuffix()}`, nameEn: `E2E moderation ${uniqueSuffix()}` },
  });
  return board.id;
}

/** Publishes as `token`; staff are exempt from the queue, a new member's first post waits. */
async function publish(token: string, topicId: number, title: string) {
  return callApi<{ id: number; status: "published" | "pending" }>(
    "/api/postsController/publishPosts",
    {
      token,
      body: { topicId, title, content: `<p>${title}: the module keeps answering +CSQ: 99,99.</p>` },
    },
  );
}

/** GET without failing on a refusal: the status and the envelope's data. */
async function rawGet<T>(path: string, token?: string): Promise<{ status: number; data: T }> {
  const response = await fetch(`${serverUnderTest().baseUrl}${path}`, {
    headers: { Accept: "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const envelope = (await response.json()) as { code: number; data: T };
  return { status: envelope.code === 200 ? response.status : envelope.code, data: envelope.data };
}

async function boardTitles(topicId: number, member: TestUser): Promise<string[]> {
  const page = await callApi<Paged<PostRow>>(
    `/api/postsController/queryPostsPageByTopicId?topicId=${topicId}&page=1&pageSize=50`,
    { token: member.token },
  );
  return page.list.map((post) => post.title);
}

/** Signs the administrator in on #/server/login and lands on `path`. */
async function openAsAdministrator(page: Page, path: string, language: Language = "zh-CN") {
  await page.goto(`/#/server/login?redirect=${encodeURIComponent(path)}`);
  await signInAsAdministrator(page, language);
  await waitForRoute(page, path);
}

/** The confirmation bubble that is open now. */
function openConfirmation(page: Page) {
  return page.locator(".ant-popover:not(.ant-popover-hidden)").last();
}

describe("forum moderation", () => {
  const browser = useBrowser();

  it("hides a post three members report until a moderator dismisses the reports", async () => {
    const { page } = browser;
    const topicId = await newBoard();
    const title = `Reported ${uniqueSuffix()}`;
    const post = await publish(await administratorToken(), topicId, title);
    expect(post.status).toBe("published");
    const reader = await createUser();
    expect(await boardTitles(topicId, reader)).toContain(title);

    for (let count = 0; count < 3; count += 1) {
      const reporter = await createUser();
      await callApi("/api/postsController/postsToReport", {
        token: reporter.token,
        body: { postId: post.id, reason: `Advertising ${count}` },
      });
    }
    const hidden = await rawGet(
      `/api/postsController/queryPostsDetailById?id=${post.id}`,
      reader.token,
    );
    expect(hidden.status).toBe(404);
    expect(await boardTitles(topicId, reader)).not.toContain(title);

    await openAsAdministrator(page, "/server/forumReports");
    const main = page.getByRole("main");
    await main
      .getByRole("heading", { name: texts["zh-CN"].routes.forumReports, level: 1 })
      .waitFor();
    const card = main.getByRole("listitem").filter({ hasText: title });
    await card.getByText(f.common.hidden).waitFor();
    await card
      .getByText(f.reports.reporterRecord.split("：")[0] ?? "")
      .first()
      .waitFor();
    await card.getByRole("button", { name: buttonName(f.reports.dismiss) }).click();
    await motionFinished(page);
    const decided = await responseTo(page, "/api/postsController/manageReport", () =>
      openConfirmation(page)
        .getByRole("button", { name: buttonName(f.reports.dismiss) })
        .click(),
    );
    expect(decided.status()).toBe(200);
    await page.getByText(f.reports.dismissed).waitFor();
    // The open reports are gone from the default ("open") list.
    await card.waitFor({ state: "detached" });

    const shown = await rawGet<{ title: string }>(
      `/api/postsController/queryPostsDetailById?id=${post.id}`,
      reader.token,
    );
    expect(shown.status).toBe(200);
    expect(shown.data.title).toBe(title);
    expect(await boardTitles(topicId, reader)).toContain(title);
  });

  it("keeps a new member's post in the queue, counted on the menu, until approved", async () => {
    const { page } = browser;
    const topicId = await newBoard();
    const member = await createUser();
    const title = `Queued ${uniqueSuffix()}`;
    const post = await publish(member.token, topicId, title);
    expect(post.status).toBe("pending");
    expect(await boardTitles(topicId, member)).not.toContain(title);
    const waiting = await callApi<{ count: number }>("/api/manualAuditController/queryAuditNum", {
      token: await administratorToken(),
    });
    expect(waiting.count).toBeGreaterThan(0);

    await openAsAdministrator(page, "/server/forumAudit");
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: texts["zh-CN"].routes.forumAudit, level: 1 }).waitFor();
    const menuEntry = page
      .getByRole("menuitem")
      .filter({ hasText: texts["zh-CN"].routes.forumAudit });
    await expect
      .poll(() => menuEntry.locator(".ant-badge sup").first().getAttribute("title"))
      .toBe(String(waiting.count));

    const card = main.getByRole("listitem").filter({ hasText: title });
    await card.getByText(f.audit.reasons.new_account).waitFor();
    await card.getByRole("button", { name: buttonName(f.audit.approve) }).click();
    await motionFinished(page);
    const approved = await responseTo(page, "/api/manualAuditController/verifyPublishContent", () =>
      openConfirmation(page)
        .getByRole("button", { name: buttonName(f.audit.approve) })
        .click(),
    );
    expect(approved.status()).toBe(200);
    await page.getByText(f.audit.approved).waitFor();
    await card.waitFor({ state: "detached" });
    expect(await boardTitles(topicId, member)).toContain(title);
  });

  it("tops and locks a post from its management page and logs both", async () => {
    const { page } = browser;
    const topicId = await newBoard();
    const title = `Managed ${uniqueSuffix()}`;
    const post = await publish(await administratorToken(), topicId, title);

    await openAsAdministrator(page, `/server/postdetail/${post.id}`);
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: title, level: 1 }).waitFor();

    await main.getByRole("button", { name: buttonName(f.post.top) }).click();
    await motionFinished(page);
    const topped = await responseTo(page, "/api/postsController/postsToTop", () =>
      openConfirmation(page)
        .getByRole("button", { name: buttonName(f.post.top) })
        .click(),
    );
    expect(topped.status()).toBe(200);
    await main.getByRole("button", { name: buttonName(f.post.untop) }).waitFor();

    await main.getByRole("button", { name: buttonName(f.post.lock) }).click();
    const dialog = page.getByRole("dialog", { name: f.post.lockTitle });
    // An empty reason is refused before anything is sent.
    await dialog.getByRole("button", { name: buttonName(f.post.lock) }).click();
    await dialog.getByText(f.common.reasonRequired).waitFor();
    await dialog.getByLabel(f.common.reason).fill("Answered; the thread is going in circles");
    const locked = await responseTo(page, "/api/postsController/lockPosts", () =>
      dialog.getByRole("button", { name: buttonName(f.post.lock) }).click(),
    );
    expect(locked.status()).toBe(200);
    await main.getByRole("button", { name: buttonName(f.post.unlock) }).waitFor();

    const log = main.getByRole("table").last();
    await log.getByRole("cell", { name: f.post.logActions.top, exact: true }).waitFor();
    await log.getByRole("cell", { name: f.post.logActions.lock, exact: true }).waitFor();
    await log.getByText("Answered; the thread is going in circles").waitFor();
  });
});

describe("board names in the reader's language (#/server/forumBoards, #/forum)", () => {
  const browser = useBrowser({ locale: "zh-CN" });

  it("staff add a board's English name in its languages drawer; an en-US reader sees it on #/forum", async () => {
    const { page } = browser;
    const suffix = uniqueSuffix();
    const name = `E2E 语言 ${suffix}`;
    await callApi("/api/topicManageController/add", {
      token: await administratorToken(),
      body: { name, description: "端到端测试的版块" },
    });

    await openAsAdministrator(page, "/server/forumBoards");
    const search = page.getByRole("main").getByRole("searchbox", { name: f.boards.keyword });
    await search.fill(name);
    await responseTo(page, "/api/topicManageController/list", () => search.press("Enter"));
    const row = page.getByRole("row").filter({ hasText: name });
    // The name as written, marked as Simplified Chinese, with its missing English.
    expect(await row.getByText(name, { exact: true }).getAttribute("lang")).toBe("zh-CN");
    const english = t.translation.languageNames["en-US"];
    await row.getByLabel(`${english}: ${t.translation.states.missing}`).waitFor();

    await row.getByRole("button", { name: buttonName(t.translation.action) }).click();
    const drawer = page.getByRole("dialog").filter({ hasText: name });
    await drawer.getByRole("tab", { name: english }).waitFor();
    await motionFinished(page);
    const englishPane = drawer.getByRole("form", { name: english });
    const englishName = `E2E languages ${suffix}`;
    await englishPane.getByLabel(f.boards.versionName, { exact: true }).fill(englishName);
    await englishPane
      .getByLabel(f.boards.versionDescription, { exact: true })
      .fill("A board of the end-to-end tests");
    const saved = await responseTo(page, "/api/topicManageController/saveTranslation", () =>
      englishPane
        .getByRole("button", {
          name: buttonName(format(t.translation.save, { language: english })),
        })
        .click(),
    );
    expect(saved.status()).toBe(200);
    await drawer.getByLabel(`${english}: ${t.translation.states.upToDate}`).waitFor();
    await row.getByLabel(`${english}: ${t.translation.states.upToDate}`).waitFor();

    const reader = await (await browser.newContext({ locale: "en-US" })).newPage();
    await reader.goto("/#/forum");
    const shown = reader.getByText(englishName, { exact: true });
    await shown.waitFor();
    await reader.getByText("A board of the end-to-end tests", { exact: true }).waitFor();
    expect(await reader.getByText(name, { exact: true }).count()).toBe(0);
    await shown.click();
    await reader.getByRole("heading", { level: 1, name: englishName }).waitFor();
  }, 120_000);
});

describe("forum moderation pages on a phone", () => {
  const browser = useBrowser(narrowPhone);

  it("fit 375 px in English and Traditional Chinese", async () => {
    const { page } = browser;
    const topicId = await newBoard();
    const post = await publish(await administratorToken(), topicId, `Phone ${uniqueSuffix()}`);
    await page.goto("/#/server/login");
    await signInAsAdministrator(page);
    for (const language of ["en-US", "zh-TW"] as const) {
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
        key: clientStorageKeys.language,
        value: language,
      });
      for (const path of ["forumBoards", "forumAudit", "forumReports"] as const) {
        await page.goto(`/#/server/${path}`);
        await page.reload();
        await page
          .getByRole("main")
          .getByRole("heading", { name: texts[language].routes[path], level: 1 })
          .waitFor();
        await motionFinished(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          375,
        );
      }
      await page.goto(`/#/server/postdetail/${post.id}`);
      await page.getByRole("main").getByText(words[language].post.log).first().waitFor();
      await motionFinished(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
    }
  });
});
