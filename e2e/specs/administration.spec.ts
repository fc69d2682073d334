/// <reference lib="dom" />
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { auditZhCN } from "../../apps/web/src/i18n/audit/zh-CN.ts";
import { usersZhCN } from "../../apps/web/src/i18n/users/zh-CN.ts";
import {
  administratorToken,
  createUser,
  randomPhone,
  signInAsAdministrator,
  submitSignInForm,
  uniqueSuffix,
} from "../support/accounts.ts";
import { serverUnderTest, useBrowser } from "../support/browser.ts";
import { responseTo, waitForRoute } from "../support/pages.ts";
import { buttonName, texts } from "../support/texts.ts";

const t = texts["zh-CN"];
const u = usersZhCN.users;
const audit = auditZhCN.audit;

/** Signs the administrator in and lands on the management page `path`. */
async function openAsAdministrator(page: Page, path: string, title: string) {
  await page.goto(`/#/server/login?redirect=${encodeURIComponent(`/server/${path}`)}`);
  await signInAsAdministrator(page);
  await waitForRoute(page, `/server/${path}`);
  await page.getByRole("main").getByRole("heading", { name: title, level: 1 }).waitFor();
}

/** The status of an API call made with `token`. */
async function statusOf(path: string, token: string) {
  const response = await fetch(`${serverUnderTest().baseUrl}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status;
}

describe("administration", () => {
  const browser = useBrowser();

  it("an administrator creates a role with two permissions, gives it to a user, and that user sees exactly those areas", async () => {
    const page = browser.page;
    const roleName = `两项权限 ${uniqueSuffix()}`;
    const member = await createUser();

    await openAsAdministrator(page, "roles", u.roles.title);
    await page.getByRole("button", { name: u.roles.create }).click();
    const roleDialog = page.getByRole("dialog").filter({ hasText: u.roles.createTitle });
    await roleDialog.getByLabel(u.roles.name).fill(roleName);
    await roleDialog.getByText(u.permissions["product:write"], { exact: true }).click();
    await roleDialog.getByText(u.permissions["whitelist:manage"], { exact: true }).click();
    const added = await responseTo(page, "/api/role/add", () =>
      roleDialog.getByRole("button", { name: buttonName(t.common.save) }).click(),
    );
    expect(added.status()).toBe(200);
    await roleDialog.waitFor({ state: "hidden" });
    await page.getByRole("row").filter({ hasText: roleName }).waitFor();

    await page.goto("/#/server/users");
    await page
      .getByRole("main")
      .getByRole("heading", { name: u.accounts.title, level: 1 })
      .waitFor();
    const search = page
      .getByRole("main")
      .getByRole("searchbox", { name: u.accounts.searchPlaceholder });
    await search.fill(member.phone);
    await responseTo(page, "/api/userManageController/findManageUserList", () =>
      search.press("Enter"),
    );
    const row = page.getByRole("row").filter({ hasText: member.phone });
    await row.getByRole("button", { name: buttonName(t.common.management.edit) }).click();
    const userDialog = page.getByRole("dialog").filter({ hasText: u.accounts.editTitle });
    // A multiple select stays open after a choice: pick the option, then close the list.
    await userDialog.getByRole("combobox", { name: u.accounts.roles }).click();
    const dropdown = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");
    await dropdown.getByTitle(roleName, { exact: true }).click();
    await page.keyboard.press("Escape");
    await dropdown.waitFor({ state: "hidden" });
    const updated = await responseTo(page, "/api/userManageController/updateUser", () =>
      userDialog.getByRole("button", { name: buttonName(t.common.save) }).click(),
    );
    expect(updated.status()).toBe(200);
    await userDialog.waitFor({ state: "hidden" });
    await expect.poll(() => row.textContent()).toContain(roleName);

    // The member signs in to the management area in a browser of their own.
    const memberPage = await (await browser.newContext()).newPage();
    await memberPage.goto("/#/server/login");
    const signedIn = await submitSignInForm(memberPage, {
      account: member.phone,
      password: member.password,
      management: true,
    });
    expect(signedIn.status()).toBe(200);
    const { token } = (await signedIn.json()).data as { token: string };
    await waitForRoute(memberPage, "/server/productServer");
    const menu = memberPage.getByRole("menu", { name: t.management.menu });
    await menu.getByRole("menuitem").first().waitFor();
    const shown = (await menu.getByRole("menuitem").allTextContents()).map((text) => text.trim());
    expect(shown).toEqual([
      t.routes.productServer,
      t.routes.subProduct,
      t.routes.devTerminal,
      t.routes.whitelist,
    ]);
    const groups = await memberPage.locator(".ant-menu-item-group-title").allTextContents();
    expect(groups).toEqual([t.management.groups.product, t.management.groups.system]);

    // The server refuses the rest.
    expect(await statusOf("/api/product/baseInfo", token)).toBe(200);
    expect(await statusOf("/api/whitelist/query", token)).toBe(200);
    expect(await statusOf("/api/role/list", token)).toBe(403);
    expect(await statusOf("/api/userManageController/findManageUserList", token)).toBe(403);
    expect(await statusOf("/api/audit/list", token)).toBe(403);
    await memberPage.goto("/#/server/roles");
    await memberPage.getByText(t.management.forbidden).waitFor();
  });

  it("asks before deleting a role and records the change in the audit log", async () => {
    const page = browser.page;
    const roleName = `临时角色 ${uniqueSuffix()}`;
    const token = await administratorToken();
    const response = await fetch(`${serverUnderTest().baseUrl}/api/role/add`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ name: roleName, permissions: [] }),
    });
    expect(response.status).toBe(200);

    await openAsAdministrator(page, "roles", u.roles.title);
    const row = page.getByRole("row").filter({ hasText: roleName });
    await row.getByRole("button", { name: buttonName(t.common.management.delete) }).click();
    const confirm = page.locator(".ant-popconfirm").filter({ hasText: roleName });
    await confirm.waitFor();
    const deleted = await responseTo(page, "/api/role/delete", () =>
      confirm.getByRole("button", { name: buttonName(t.common.management.delete) }).click(),
    );
    expect(deleted.status()).toBe(200);
    await row.waitFor({ state: "detached" });

    await page.goto("/#/server/audit");
    await page.getByRole("main").getByRole("heading", { name: audit.title, level: 1 }).waitFor();
    await page.getByRole("row").filter({ hasText: audit.actions.role.delete }).first().waitFor();
  });

  it("an import with one bad row imports nothing and names the row", async () => {
    const page = browser.page;
    const phones = [randomPhone(), randomPhone(), randomPhone()];
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("users");
    sheet.addRow(["phone", "nickname", "e-mail"]);
    sheet.addRow([phones[0]]);
    sheet.addRow([phones[1], "", "not-an-address"]);
    sheet.addRow([phones[2]]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

    await openAsAdministrator(page, "users", u.accounts.title);
    await page.getByRole("button", { name: u.import.open }).click();
    const dialog = page.getByRole("dialog").filter({ hasText: u.import.title });
    const answer = await responseTo(page, "/api/userManageController/batch-import-user", () =>
      dialog.locator("input[type=file]").setInputFiles({
        name: "users.xlsx",
        mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        buffer,
      }),
    );
    expect(answer.status()).toBe(400);
    const problemRow = dialog.getByRole("row").filter({ hasText: "e-mail" });
    await problemRow.waitFor();
    expect((await problemRow.getByRole("cell").allTextContents())[0]).toBe("3");
    await dialog.getByRole("alert").waitFor();

    const token = await administratorToken();
    for (const phone of phones) {
      const response = await fetch(
        `${serverUnderTest().baseUrl}/api/userManageController/findManageUserList?keyword=${phone}`,
        { headers: { Authorization: `Bearer ${token}` } },
      );
      const body = (await response.json()) as { data: { total: number } };
      expect(body.data.total).toBe(0);
    }
  });
});
