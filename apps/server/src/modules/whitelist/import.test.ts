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

/**
 * An .xlsx like the template's: a header row, then these rows (phone, company, until, note and
 * the member's phone, which a row may leave out).
 */
async function sheetOf(rows: (string | Date)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("whitelist");
  sheet.addRow(["phone", "company", "validUntil", "note", "memberPhone"]);
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
  it("keeps one entry per company however it is spelt, opening nothing to a profile naming it", async () => {
    const colleague = await signedIn(testApp, { company: "Harbour Sensors Co." });
    const { id } = dataOf(
      await keeper.post("/api/whitelist/save", { company: "  HARBOUR sensors co. " }),
      "saving a company",
    );
    expect((await visitor.as(colleague).get(download())).status).toBe(403);
    expect(await listed("harbour")).toEqual([
      expect.objectContaining({
        id,
        kind: "company",
        company: "HARBOUR sensors co.",
        userId: null,
        phone: null,
        memberCount: 0,
      }),
    ]);
    const again = await keeper.post("/api/whitelist/save", { company: "harbour  SENSORS co." });
    expect(again.status).toBe(409);
    expect(again.msg).toBe("This company is already on the whitelist");
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
      "公司成员手机号 (memberPhone)",
    ]);
  });

  it("imports users, companies and their members in one go, valid through the date given", async () => {
    const member = await signedIn(testApp);
    const colleague = await signedIn(testApp);
    const namesIt = await signedIn(testApp, { company: "Imported Widgets" });
    const answer = await upload(
      await sheetOf([
        [member.user.phone, "", "2099-12-31", "pilot"],
        ["", "Imported Widgets", "", ""],
        ["", " imported  WIDGETS", "", "", colleague.user.phone],
      ]),
    );
    expect(dataOf(answer, "importing")).toEqual({ imported: 3 });
    expect((await visitor.as(member).get(download())).status).toBe(200);
    expect((await visitor.as(colleague).get(download())).status).toBe(200);
    expect((await visitor.as(namesIt).get(download())).status).toBe(403);
    const [entry] = await listed(member.user.phone);
    expect(entry).toMatchObject({ kind: "user", note: "pilot" });
    expect(entry.validUntil).toBe("2099-12-31T16:00:00.000Z");
    const [company] = await listed("Imported Widgets");
    expect(company).toMatchObject({ kind: "company", memberCount: 1 });
    const audit = dataOf(
      await keeper.get("/api/audit/list", { query: { action: "whitelist.import" } }),
      "",
    );
    expect(audit.list[0].after).toMatchObject({
      count: 3,
      companies: ["Imported Widgets"],
      members: [{ company: "imported  WIDGETS", phone: colleague.user.phone }],
    });
  });

  it("links members to a company already on the whitelist, and refuses bad member rows", async () => {
    const { id } = dataOf(
      await keeper.post("/api/whitelist/save", { company: "Listed Relays" }),
      "saving a company",
    );
    const linked = await buildUser(testApp);
    dataOf(
      await keeper.post("/api/whitelist/addMembers", { entryId: id, userIds: [linked.id] }),
      "linking",
    );
    const newcomer = await signedIn(testApp);
    const refused = await upload(
      await sheetOf([
        ["", "Listed Relays", "", "", newcomer.user.phone],
        ["", "Listed Relays", "", "", linked.phone],
        ["", "Unlisted Relays", "", "", newcomer.user.phone],
        ["", "Listed Relays", "2099-01-01", "", "13000000000"],
        ["", "", "", "", newcomer.user.phone],
        ["", "listed relays", "", "", newcomer.user.phone],
        ["", "Listed Relays", "", "", "12"],
      ]),
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual([
      { row: 3, field: "memberPhone", message: "This user is already a member of the company" },
      {
        row: 4,
        field: "company",
        message: "This company is neither on the whitelist nor added by a row of the sheet",
      },
      {
        row: 5,
        field: "validUntil",
        message: "A member row takes no date or note: they belong to the company's own row",
      },
      {
        row: 6,
        field: "memberPhone",
        message: "A member's phone goes with the company's name in the same row",
      },
      { row: 7, field: "memberPhone", message: "Repeats another row of the sheet" },
      { row: 8, field: "memberPhone", message: expect.any(String) },
    ]);
    expect((await visitor.as(newcomer).get(download())).status).toBe(403);

    const answer = await upload(
      await sheetOf([["", "Listed Relays", "", "", newcomer.user.phone]]),
    );
    expect(dataOf(answer, "importing a member")).toEqual({ imported: 1 });
    expect((await visitor.as(newcomer).get(download())).status).toBe(200);
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
