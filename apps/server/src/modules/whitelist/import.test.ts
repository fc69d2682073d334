import { permissions } from "@portal/shared";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf, multipart } from "../../test-support/api-client.ts";
import { buildDocument } from "../../test-support/factories/document.ts";
import { buildUser } from "../../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let visitor: ApiClient;
/** Holds whitelist:manage and audit:read only: no user:manage. */
let keeper: ApiClient;
let whitelistDocumentId: number;
beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  keeper = visitor.as(
    await signedIn(testApp, {
      permissions: [
        permissions.managementAccess,
        permissions.whitelistManage,
        permissions.auditRead,
      ],
    }),
  );
  whitelistDocumentId = (await buildDocument(testApp, { accessLevel: "whitelist" })).id;
});
afterAll(async () => {
  await testApp.close();
});

const download = () => `/api/document/downloadDocument?id=${whitelistDocumentId}`;

/** An .xlsx like the template's: a header row, then these rows (phone, company, until, note). */
async function sheetOf(rows: (string | Date)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("whitelist");
  sheet.addRow(["phone", "company", "validUntil", "note"]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function upload(bytes: Buffer, name = "whitelist.xlsx") {
  return keeper.post("/api/whitelist/batch-import", multipart({ file: { name, bytes } }));
}

async function listed(keyword: string) {
  const page = dataOf(await keeper.get("/api/whitelist/query", { query: { keyword } }), "");
  return page.list;
}

describe("company entries", () => {
  it("opens whitelist documents to every account of the company, until removed", async () => {
    const colleague = await signedIn(testApp, { company: "Harbour Sensors Co." });
    const other = await signedIn(testApp, { company: "Harbour Sensors Company" });
    expect((await visitor.as(colleague).get(download())).status).toBe(403);
    const { id } = dataOf(
      await keeper.post("/api/whitelist/save", { company: "  HARBOUR sensors co. " }),
      "saving a company",
    );
    expect((await visitor.as(colleague).get(download())).status).toBe(200);
    expect((await visitor.as(other).get(download())).status).toBe(403);
    expect(await listed("harbour")).toEqual([
      expect.objectContaining({
        id,
        kind: "company",
        company: "HARBOUR sensors co.",
        userId: null,
        phone: null,
      }),
    ]);
    const again = await keeper.post("/api/whitelist/save", { company: "harbour  SENSORS co." });
    expect(again.status).toBe(409);
    expect(again.msg).toBe("This company is already on the whitelist");
    expect((await keeper.post("/api/whitelist/delete", { id })).status).toBe(200);
    expect((await visitor.as(colleague).get(download())).status).toBe(403);
  });

  it("refuses both a user and a company, neither, and a company too long", async () => {
    const user = await buildUser(testApp);
    for (const body of [
      { userId: user.id, company: "Both Ltd" },
      { note: "neither" },
      { company: "   " },
      { company: "x".repeat(101) },
    ]) {
      const answer = await keeper.post("/api/whitelist/save", body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });
});

describe("user lookup", () => {
  it("finds accounts for a whitelist manager, with masked phones and nothing more", async () => {
    const user = await buildUser(testApp, { nickname: "lookup-target", email: "t@example.com" });
    const found = dataOf(
      await keeper.get("/api/whitelist/lookupUsers", { query: { keyword: "lookup-targ" } }),
      "looking up",
    );
    expect(found).toEqual([
      {
        id: user.id,
        nickname: "lookup-target",
        company: user.company,
        maskedPhone: `${user.phone.slice(0, 3)}****${user.phone.slice(-4)}`,
      },
    ]);
    const byPhone = dataOf(
      await keeper.get("/api/whitelist/lookupUsers", { query: { keyword: user.phone } }),
      "by phone",
    );
    expect(byPhone.map((candidate: { id: number }) => candidate.id)).toEqual([user.id]);
    expect((await keeper.get("/api/whitelist/lookupUsers")).status).toBe(400);
    const member = visitor.as(await signedIn(testApp));
    const refused = await member.get("/api/whitelist/lookupUsers", { query: { keyword: "a" } });
    expect(refused.status).toBe(403);
  });
});

describe("whitelist import", () => {
  it("answers a template whose header names the columns in the caller's language", async () => {
    const answer = await keeper.language("zh-CN").get("/api/whitelist/download-import-template");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    const header = workbook.worksheets[0]?.getRow(1).values as string[];
    expect(header.slice(1)).toEqual([
      "用户手机号 (phone)",
      "公司名称 (company)",
      "有效期至（YYYY-MM-DD，空为长期） (validUntil)",
      "备注 (note)",
    ]);
  });

  it("imports users and companies in one go, valid through the date given", async () => {
    const member = await signedIn(testApp);
    const colleague = await signedIn(testApp, { company: "Imported Widgets" });
    const answer = await upload(
      await sheetOf([
        [member.user.phone, "", "2099-12-31", "pilot"],
        ["", "Imported Widgets", "", ""],
      ]),
    );
    expect(dataOf(answer, "importing")).toEqual({ imported: 2 });
    expect((await visitor.as(member).get(download())).status).toBe(200);
    expect((await visitor.as(colleague).get(download())).status).toBe(200);
    const [entry] = await listed(member.user.phone);
    expect(entry).toMatchObject({ kind: "user", note: "pilot" });
    expect(entry.validUntil).toBe("2099-12-31T16:00:00.000Z");
    const audit = dataOf(
      await keeper.get("/api/audit/list", { query: { action: "whitelist.import" } }),
      "",
    );
    expect(audit.list[0].after).toMatchObject({ count: 2, companies: ["Imported Widgets"] });
  });

  it("imports nothing when one row is bad, and names every bad row", async () => {
    const fine = await buildUser(testApp);
    const listedAlready = await buildUser(testApp);
    dataOf(await keeper.post("/api/whitelist/save", { userId: listedAlready.id }), "listing");
    const answer = await upload(
      await sheetOf([
        [fine.phone, "", "", ""],
        ["13000000000", "", "", ""],
        ["", "", "", "no one"],
        [fine.phone, "Both Ltd", "", ""],
        ["", "Dated Co", "2020-01-01", ""],
        ["", "Dated Co 2", "31/12/2099", ""],
        [listedAlready.phone, "", "", ""],
        ["", "Twice Co", "", ""],
        ["", " twice  co", "", ""],
        ["12", "", "", ""],
      ]),
    );
    expect(answer.status).toBe(400);
    expect(answer.msg).toBe("8 rows are wrong: no entry was imported");
    expect(answer.data).toEqual([
      { row: 3, field: "phone", message: "No such user, or the account was deleted" },
      { row: 4, field: "phone", message: "Fill in either a phone or a company, not both" },
      { row: 5, field: "phone", message: "Fill in either a phone or a company, not both" },
      { row: 6, field: "validUntil", message: "This date has passed" },
      { row: 7, field: "validUntil", message: "The date must read YYYY-MM-DD" },
      { row: 8, field: "phone", message: "This user is already on the whitelist" },
      { row: 10, field: "company", message: "Repeats another row of the sheet" },
      { row: 11, field: "phone", message: expect.any(String) },
    ]);
    expect(await listed(fine.phone)).toEqual([]);
    expect(await listed("Twice Co")).toEqual([]);
  });

  it("refuses a file that is no sheet, an empty sheet, and callers without the permission", async () => {
    const notSheet = await upload(Buffer.from("phone,company\n"), "w.xlsx");
    expect(notSheet.status).toBe(400);
    expect(notSheet.msg).toBe("Upload an .xlsx file filled in from the template");
    const empty = await upload(await sheetOf([]));
    expect(empty.status).toBe(400);
    const member = visitor.as(await signedIn(testApp));
    const refused = await member.post(
      "/api/whitelist/batch-import",
      multipart({ file: { name: "w.xlsx", bytes: await sheetOf([["", "A", "", ""]]) } }),
    );
    expect(refused.status).toBe(403);
    expect((await member.get("/api/whitelist/download-import-template")).status).toBe(403);
  });
});
