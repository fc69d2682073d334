import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { usersZhCN } from "../../apps/web/src/i18n/users/zh-CN.ts";
import {
  administratorToken,
  callApi,
  createUser,
  signInAsAdministrator,
  uniqueSuffix,
} from "../support/accounts.ts";
import { clickWhenSettled, useBrowser } from "../support/browser.ts";
import { chooseOption, responseTo, waitForRoute } from "../support/pages.ts";
import { buttonName, format, texts } from "../support/texts.ts";

const t = texts["zh-CN"];
const u = usersZhCN.users;

type MemberProfile = { title: { kind: string; name: string }; points: number };

/** Signs the administrator in on the users page. */
async function openUsers(page: Page) {
  await page.goto(`/#/server/login?redirect=${encodeURIComponent("/server/users")}`);
  await signInAsAdministrator(page);
  await waitForRoute(page, "/server/users");
  await page.getByRole("main").getByRole("heading", { name: u.accounts.title, level: 1 }).waitFor();
}

/** Searches the accounts for `phone` and answers its row. */
async function accountRow(page: Page, phone: string): Promise<Locator> {
  const search = page
    .getByRole("main")
    .getByRole("searchbox", { name: u.accounts.searchPlaceholder });
  await search.fill(phone);
  await responseTo(page, "/api/userManageController/findManageUserList", () =>
    search.press("Enter"),
  );
  const row = page.getByRole("row").filter({ hasText: phone });
  await row.waitFor();
  return row;
}

/** Opens the row's "More" menu and picks `item`. */
async function moreAction(page: Page, row: Locator, phone: string, item: string) {
  await row.getByRole("button", { name: format(u.accounts.moreFor, { phone }) }).click();
  await clickWhenSettled(page.getByRole("menuitem", { name: item }));
}

describe("community staff on the users page", () => {
  const browser = useBrowser({ locale: "zh-CN" });

  it("certifies a member, gives points, creates an honorary title, gives it, and cannot delete it while held", async () => {
    const { page } = browser;
    const member = await createUser();
    const token = await administratorToken();
    const before = await callApi<MemberProfile>(`/api/user/userInfoById?id=${member.id}`);
    const titleName = `Firmware guru ${uniqueSuffix()}`;
    await openUsers(page);

    // Certify, after the question; the row then shows the engineer title.
    const row = await accountRow(page, member.phone);
    await moreAction(page, row, member.phone, u.engineer.certify);
    const question = page.getByRole("dialog").filter({
      hasText: format(u.engineer.certifyConfirm, { phone: member.phone }),
    });
    const certified = await responseTo(page, "/api/user/authenticateEngineer", () =>
      question.getByRole("button", { name: buttonName(u.engineer.certify) }).click(),
    );
    expect(certified.status()).toBe(200);
    await page.getByText(u.engineer.certified).waitFor();
    await row.getByText(u.accounts.engineer, { exact: true }).waitFor();

    // Points with a reason: the reason is required.
    await moreAction(page, row, member.phone, u.points.open);
    const pointsDialog = page
      .getByRole("dialog")
      .filter({ hasText: format(u.points.title, { phone: member.phone }) });
    await pointsDialog.getByLabel(u.points.points).fill("25");
    await pointsDialog.getByRole("button", { name: buttonName(u.points.submit) }).click();
    await pointsDialog.getByText(u.points.reasonRequired).waitFor();
    await pointsDialog.getByLabel(u.points.reason).fill("e2e 感谢分享固件经验");
    const granted = await responseTo(page, "/api/user/systemPresentPoint", () =>
      pointsDialog.getByRole("button", { name: buttonName(u.points.submit) }).click(),
    );
    expect(granted.status()).toBe(200);
    await pointsDialog.waitFor({ state: "hidden" });

    // Taking more than the balance is refused in the server's words; the dialog stays open.
    await moreAction(page, row, member.phone, u.points.open);
    await pointsDialog.getByLabel(u.points.points).fill("-100000");
    await pointsDialog.getByLabel(u.points.reason).fill("e2e 扣除过多");
    const refused = await responseTo(page, "/api/user/systemPresentPoint", () =>
      pointsDialog.getByRole("button", { name: buttonName(u.points.submit) }).click(),
    );
    expect(refused.status()).toBe(409);
    const refusal = ((await refused.json()) as { msg: string }).msg;
    await page.getByText(refusal).waitFor();
    await pointsDialog.getByRole("button", { name: buttonName(t.common.cancel) }).click();
    await pointsDialog.waitFor({ state: "hidden" });

    // A new honorary title on the second tab.
    await page.getByRole("tab", { name: u.tabs.honoraryTitles }).click();
    await page.getByRole("button", { name: u.honoraryTitles.create }).click();
    const titleDialog = page.getByRole("dialog").filter({ hasText: u.honoraryTitles.createTitle });
    await titleDialog.getByLabel(u.honoraryTitles.name).fill(titleName);
    await chooseOption(
      page,
      titleDialog.getByLabel(t.translation.originalLanguage),
      t.translation.languageNames["en-US"],
    );
    const saved = await responseTo(page, "/api/honoraryTitle/save", () =>
      titleDialog.getByRole("button", { name: buttonName(t.common.save) }).click(),
    );
    expect(saved.status()).toBe(200);
    await titleDialog.waitFor({ state: "hidden" });
    const titleRow = page.getByRole("row").filter({ hasText: titleName });
    await titleRow.waitFor();

    // Given to the member from their row: the accounts tab kept its search.
    await page.getByRole("tab", { name: u.tabs.accounts }).click();
    await row.waitFor();
    await moreAction(page, row, member.phone, u.memberTitle.open);
    const giveDialog = page
      .getByRole("dialog")
      .filter({ hasText: format(u.memberTitle.title, { phone: member.phone }) });
    await giveDialog.getByText(u.memberTitle.engineerFirst).waitFor();
    await chooseOption(page, giveDialog.getByLabel(u.memberTitle.label), titleName);
    const given = await responseTo(page, "/api/user/setHonoraryTitle", () =>
      giveDialog.getByRole("button", { name: buttonName(t.common.save) }).click(),
    );
    expect(given.status()).toBe(200);
    await giveDialog.waitFor({ state: "hidden" });

    // The API tells the same: engineer first, 25 points more; once withdrawn, the honorary title.
    const after = await callApi<MemberProfile>(`/api/user/userInfoById?id=${member.id}`);
    expect(after.title.kind).toBe("engineer");
    expect(after.points).toBe(before.points + 25);
    await callApi("/api/user/cancelAuthenticate", { token, body: { userId: member.id } });
    const withdrawn = await callApi<MemberProfile>(`/api/user/userInfoById?id=${member.id}`, {
      language: "en-US",
    });
    expect(withdrawn.title).toEqual({ kind: "honorary", name: titleName });

    // Deleting the held title is refused with the server's words.
    await page.getByRole("tab", { name: u.tabs.honoraryTitles }).click();
    await titleRow.getByRole("button", { name: buttonName(t.common.management.delete) }).click();
    const confirmation = page
      .locator(".ant-popconfirm")
      .filter({ hasText: format(u.honoraryTitles.deleteConfirm, { name: titleName }) });
    const deleted = await responseTo(page, "/api/honoraryTitle/delete", () =>
      confirmation.getByRole("button", { name: buttonName(t.common.management.delete) }).click(),
    );
    expect(deleted.status()).toBe(409);
    const held = ((await deleted.json()) as { msg: string }).msg;
    await page.getByText(held).waitFor();
    await titleRow.waitFor();
  });
});
