/// <reference lib="dom" />
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { whitelistZhCN } from "../../apps/web/src/i18n/whitelist/zh-CN.ts";
import {
  administratorToken,
  callApi,
  createUser,
  signInAsAdministrator,
  uniqueSuffix,
} from "../support/accounts.ts";
import { serverUnderTest, useBrowser } from "../support/browser.ts";
import { addDocumentThroughApi, onePagePdf } from "../support/documents.ts";
import { responseTo, waitForRoute } from "../support/pages.ts";
import { buttonName, format } from "../support/texts.ts";

const w = whitelistZhCN.whitelist;

describe("whitelist", () => {
  const browser = useBrowser();

  async function openWhitelistPage() {
    const page = browser.page;
    await page.goto(`/#/server/login?redirect=${encodeURIComponent("/server/whitelist")}`);
    await signInAsAdministrator(page);
    await waitForRoute(page, "/server/whitelist");
    await page.getByRole("main").getByRole("heading", { name: w.title, level: 1 }).waitFor();
  }

  it("an import with one bad row imports nothing and names the row, then the fixed sheet imports", async () => {
    const page = browser.page;
    const member = await createUser();
    const company = `白名单公司 ${uniqueSuffix()}`;
    const sheetWith = async (rows: string[][]) => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet("whitelist");
      sheet.addRow(["phone", "company", "validUntil", "note"]);
      for (const row of rows) sheet.addRow(row);
      return Buffer.from(await workbook.xlsx.writeBuffer());
    };
    const file = (buffer: Buffer) => ({
      name: "whitelist.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer,
    });

    await openWhitelistPage();
    await page.getByRole("button", { name: w.importOpen }).click();
    const dialog = page.getByRole("dialog").filter({ hasText: w.importTitle });
    const badSheet = await sheetWith([
      [member.phone, "", "", ""],
      ["", company, "2020-01-01", ""],
    ]);
    const refused = await responseTo(page, "/api/whitelist/batch-import", () =>
      dialog.locator("input[type=file]").setInputFiles(file(badSheet)),
    );
    expect(refused.status()).toBe(400);
    const problemRow = dialog.getByRole("row").filter({ hasText: "validUntil" });
    await problemRow.waitFor();
    expect((await problemRow.getByRole("cell").allTextContents())[0]).toBe("3");
    await dialog.getByRole("alert").waitFor();

    const token = await administratorToken();
    const listed = async (keyword: string) =>
      (
        await callApi<{ total: number }>(
          `/api/whitelist/query?keyword=${encodeURIComponent(keyword)}`,
          { token },
        )
      ).total;
    expect(await listed(member.phone)).toBe(0);
    expect(await listed(company)).toBe(0);

    const goodSheet = await sheetWith([
      [member.phone, "", "", ""],
      ["", company, "2099-12-31", ""],
    ]);
    const imported = await responseTo(page, "/api/whitelist/batch-import", () =>
      dialog.locator("input[type=file]").setInputFiles(file(goodSheet)),
    );
    expect(imported.status()).toBe(200);
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("row").filter({ hasText: company }).waitFor();
    expect(await listed(member.phone)).toBe(1);
  });

  it("opens a whitelist document to the member linked in a company's drawer, not to one naming it in their profile", async () => {
    const page = browser.page;
    const token = await administratorToken();
    const member = await createUser();
    const company = `成员公司 ${uniqueSuffix()}`;
    await callApi("/api/whitelist/save", { body: { company }, token });
    const documentId = await addDocumentThroughApi(
      token,
      {
        name: `白名单手册 ${uniqueSuffix()}`,
        type: "atCommands",
        version: "V1.0",
        accessLevel: "whitelist",
      },
      onePagePdf("whitelist members"),
    );
    const downloadStatus = async () => {
      const response = await fetch(
        `${serverUnderTest().baseUrl}/api/document/downloadDocument?id=${documentId}`,
        { headers: { Authorization: `Bearer ${member.token}` } },
      );
      return response.status;
    };
    await callApi("/api/user/userUpdateInfo", {
      body: { company: ` ${company.toUpperCase()} ` },
      token: member.token,
    });
    expect(await downloadStatus()).toBe(403);

    await openWhitelistPage();
    await page.getByRole("searchbox", { name: w.searchPlaceholder }).fill(company);
    await page.getByRole("searchbox", { name: w.searchPlaceholder }).press("Enter");
    const entryRow = page.getByRole("row").filter({ hasText: company });
    await entryRow.getByRole("button", { name: format(w.membersOpen, { count: 0 }) }).click();
    const drawer = page
      .getByRole("dialog")
      .filter({ hasText: format(w.membersTitle, { company }) });
    await drawer.getByText(w.membersEmpty).waitFor();

    const picker = drawer.getByLabel(w.memberPick);
    await picker.click();
    await picker.fill(member.phone);
    const maskedPhone = `${member.phone.slice(0, 3)}****${member.phone.slice(-4)}`;
    const candidate = [maskedPhone, member.nickname, company.toUpperCase()].join(" · ");
    await page
      .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)")
      .getByTitle(candidate, { exact: true })
      .click();
    const added = await responseTo(page, "/api/whitelist/addMembers", () =>
      drawer.getByRole("button", { name: buttonName(w.memberAdd) }).click(),
    );
    expect(added.status()).toBe(200);
    const memberRow = drawer.getByRole("row").filter({ hasText: member.phone });
    await memberRow.waitFor();
    await entryRow.getByRole("button", { name: format(w.membersOpen, { count: 1 }) }).waitFor();
    expect(await downloadStatus()).toBe(200);

    await memberRow.getByRole("button", { name: buttonName(w.memberRemove) }).click();
    const confirm = page.locator(".ant-popconfirm").filter({ hasText: member.nickname });
    const removed = await responseTo(page, "/api/whitelist/removeMember", () =>
      confirm.getByRole("button", { name: buttonName(w.memberRemove) }).click(),
    );
    expect(removed.status()).toBe(200);
    await drawer.getByText(w.membersEmpty).waitFor();
    expect(await downloadStatus()).toBe(403);
  });
});
