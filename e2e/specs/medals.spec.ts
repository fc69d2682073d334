import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { medalZhCN } from "../../apps/web/src/i18n/medal/zh-CN.ts";
import {
  administratorToken,
  callApi,
  createUser,
  signInAsAdministrator,
  type TestUser,
  uniqueSuffix,
} from "../support/accounts.ts";
import { clickWhenSettled, useBrowser } from "../support/browser.ts";
import { responseTo, waitForRoute } from "../support/pages.ts";
import { buttonName, format, texts } from "../support/texts.ts";

const t = texts["zh-CN"];
const words = medalZhCN.medal.management;
const counters = medalZhCN.medal.counters;

/** A demo medal's drawn icon, the kind of picture staff upload. */
const icon = readFileSync(
  path.resolve(import.meta.dirname, "../../apps/server/src/seed/assets/medals/first-post.png"),
);

async function openMedals(page: Page) {
  await page.goto(`/#/server/login?redirect=${encodeURIComponent("/server/medalCondition")}`);
  await signInAsAdministrator(page);
  await waitForRoute(page, "/server/medalCondition");
  await page.getByRole("main").getByRole("heading", { name: words.title, level: 1 }).waitFor();
}

describe("medal management", () => {
  const browser = useBrowser({ locale: "zh-CN" });

  it("staff add a medal with an icon and a condition, edit it, and delete it after confirming", async () => {
    const { page } = browser;
    const name = `e2e 勋章 ${uniqueSuffix()}`;
    await openMedals(page);

    await page.getByRole("button", { name: words.create }).click();
    const drawer = page.getByRole("dialog").filter({ hasText: words.createTitle });
    await drawer.getByLabel(words.name, { exact: true }).fill(name);
    const uploaded = await responseTo(page, "/api/medal/uploadIcon", () =>
      drawer.locator('input[type="file"]').setInputFiles({
        name: "medal.png",
        mimeType: "image/png",
        buffer: icon,
      }),
    );
    expect(uploaded.status()).toBe(200);
    await drawer.getByRole("img", { name: format(words.iconAlt, { name }) }).waitFor();
    // The first condition starts as one published post; three are asked here.
    await drawer.getByLabel(words.threshold, { exact: true }).fill("3");
    const added = await responseTo(page, "/api/medal/addMedal", () =>
      drawer.getByRole("button", { name: buttonName(t.common.save) }).click(),
    );
    expect(added.status()).toBe(200);
    await drawer.waitFor({ state: "hidden" });

    const search = page.getByRole("main").getByRole("searchbox", { name: words.search });
    await search.fill(name);
    await responseTo(page, "/api/medalCondition/list", () => search.press("Enter"));
    const row = page.getByRole("row").filter({ hasText: name });
    await row.waitFor();
    await row
      .getByText(format(words.conditionText, { counter: counters.postsPublished, threshold: 3 }))
      .waitFor();
    const shownIcon = row.getByRole("img", { name: format(words.iconAlt, { name }) });
    expect(await shownIcon.getAttribute("src")).toMatch(/^\/uploads\/medals\/\w+\.png$/);

    const renamed = `${name} 改`;
    await row.getByRole("button", { name: buttonName(t.common.management.edit) }).click();
    const edit = page.getByRole("dialog").filter({ hasText: words.editTitle });
    await edit.getByLabel(words.name, { exact: true }).fill(renamed);
    const updated = await responseTo(page, "/api/medal/updateMedal", () =>
      edit.getByRole("button", { name: buttonName(t.common.save) }).click(),
    );
    expect(updated.status()).toBe(200);
    await edit.waitFor({ state: "hidden" });
    const renamedRow = page.getByRole("row").filter({ hasText: renamed });
    await renamedRow.waitFor();

    const question = format(words.deleteConfirm, { name: renamed });
    const confirmation = page.locator(".ant-popconfirm").filter({ hasText: question });
    await renamedRow.getByRole("button", { name: buttonName(t.common.management.delete) }).click();
    await confirmation.waitFor();
    await clickWhenSettled(confirmation.getByRole("button", { name: buttonName(t.common.cancel) }));
    await confirmation.waitFor({ state: "hidden" });
    await renamedRow.waitFor();
    await renamedRow.getByRole("button", { name: buttonName(t.common.management.delete) }).click();
    const deleted = await responseTo(page, "/api/medal/deleteMedal", () =>
      clickWhenSettled(
        confirmation.getByRole("button", { name: buttonName(t.common.management.delete) }),
      ),
    );
    expect(deleted.status()).toBe(200);
    await renamedRow.waitFor({ state: "detached" });
  }, 120_000);

  it("a member whose answer is adopted earns the medal staff made for it, shown on their page; staff award one by hand", async () => {
    const { page } = browser;
    const admin = await administratorToken();
    const demo = await callApi<{ icon: string }[]>("/api/medal/queryAllMedal");
    const icon = new URL(demo[0]?.icon ?? "", "http://portal.test").pathname;
    const addMedal = async (name: string, counter: string) =>
      callApi<{ id: number }>("/api/medal/addMedal", {
        token: admin,
        body: { name, icon, conditions: [{ counter, threshold: 1 }] },
      });
    const adoptedMedal = `首个被采纳回答 ${uniqueSuffix()}`;
    await addMedal(adoptedMedal, "repliesAdopted");

    const asker = await createUser();
    const answerer = await createUser();
    const visible = async (kind: "post" | "reply", answer: { id: number; status: string }) => {
      if (answer.status === "pending") {
        await callApi("/api/manualAuditController/verifyPublishContent", {
          token: admin,
          body: { id: answer.id, kind, approve: true },
        });
      }
      return answer.id;
    };
    const board = await callApi<{ id: number }>("/api/topicManageController/add", {
      token: admin,
      body: { name: `E2E 勋章 ${uniqueSuffix()}`, nameEn: `E2E medals ${uniqueSuffix()}` },
    });
    const postId = await visible(
      "post",
      await callApi("/api/postsController/publishPosts", {
        token: asker.token,
        body: { topicId: board.id, title: `M5311 PSM 唤醒 ${uniqueSuffix()}`, content: "<p>?</p>" },
      }),
    );
    const replyId = await visible(
      "reply",
      await callApi("/api/follow/sendPost", {
        token: answerer.token,
        body: { postId, content: "<p>用 AT+CPSMS 设置 T3412 与 T3324。</p>" },
      }),
    );
    await callApi("/api/postsController/adopted", {
      token: asker.token,
      body: { postId, replyId },
    });

    await openMemberMedals(page, answerer, adoptedMedal);

    // By hand: the asker never signed in for the day, so staff award this one themselves.
    const handMedal = `热心提问 ${uniqueSuffix()}`;
    await addMedal(handMedal, "daysActive");
    await openMedals(page);
    const search = page.getByRole("main").getByRole("searchbox", { name: words.search });
    await search.fill(handMedal);
    await responseTo(page, "/api/medalCondition/list", () => search.press("Enter"));
    const row = page.getByRole("row").filter({ hasText: handMedal });
    await row.getByRole("button", { name: buttonName(words.awardAction) }).click();
    const dialog = page.getByRole("dialog").filter({
      hasText: format(words.awardTitle, { name: handMedal }),
    });
    await dialog.getByRole("combobox", { name: words.awardMember }).fill(asker.nickname);
    // The options open in Ant Design's dropdown, outside the dialog.
    const dropdown = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");
    await dropdown.getByText(asker.nickname).first().click();
    await dropdown.waitFor({ state: "hidden" });
    const awarded = await responseTo(page, "/api/medal/awardMedal", () =>
      dialog.getByRole("button", { name: buttonName(words.award) }).click(),
    );
    expect(awarded.status()).toBe(200);
    await dialog.waitFor({ state: "hidden" });
    await openMemberMedals(page, asker, handMedal);
  }, 180_000);
});

/** The member's personal page, which lists `medal` among their medals. */
async function openMemberMedals(page: Page, member: TestUser, medal: string) {
  await page.goto(`/#/personinfo/${member.id}`);
  const main = page.getByRole("main");
  await main.getByRole("heading", { name: member.nickname, level: 1 }).waitFor();
  await main.getByText(medal, { exact: true }).waitFor();
}
