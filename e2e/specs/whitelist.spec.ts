/// <reference lib="dom" />
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { administrationZhCN } from "../../apps/web/src/i18n/administration/zh-CN.ts";
import {
  administratorToken,
  callApi,
  createUser,
  signInAsAdministrator,
  uniqueSuffix,
} from "../support/accounts.ts";
import { useBrowser } from "../support/browser.ts";
import { responseTo, waitForRoute } from "../support/pages.ts";

const a = administrationZhCN.administration;

describe("whitelist", () => {
  const browser = useBrowser();

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

    await page.goto(`/#/server/login?redirect=${encodeURIComponent("/server/whitelist")}`);
    await signInAsAdministrator(page);
    await waitForRoute(page, "/server/whitelist");
    await page
      .getByRole("main")
      .getByRole("heading", { name: a.whitelist.title, level: 1 })
      .waitFor();
    await page.getByRole("button", { name: a.whitelist.importOpen }).click();
    const dialog = page.getByRole("dialog").filter({ hasText: a.whitelist.importTitle });
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
});
