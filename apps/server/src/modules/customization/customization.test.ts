import { permissions } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf, multipart } from "../../test-support/api-client.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { userMessages } from "../message/schema.ts";

let testApp: TestApp;
let visitor: ApiClient;
let applicant: ApiClient;
let applicantAccount: SignedIn;
let otherMember: ApiClient;
let staff: ApiClient;
let staffAccount: SignedIn;
let colleagueAccount: SignedIn;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  applicantAccount = await signedIn(testApp);
  applicant = visitor.as(applicantAccount);
  otherMember = visitor.as(await signedIn(testApp));
  staffAccount = await signedIn(testApp, { permissions: [permissions.applicationManage] });
  staff = visitor.as(staffAccount);
  colleagueAccount = await signedIn(testApp, { permissions: [permissions.applicationManage] });
});
afterAll(async () => {
  await testApp.close();
});

const request = (overrides: Record<string, unknown> = {}) => ({
  company: "Acme IoT Ltd",
  contact: "Li Lei",
  phone: "0571-8888 6666",
  moduleModel: "ML302",
  quantity: 5000,
  requirement: "A firmware build with our own AT commands for a smart meter",
  ...overrides,
});

async function apply(overrides: Record<string, unknown> = {}, client = applicant) {
  const answer = await client.post("/api/service/customized/apply", request(overrides));
  return dataOf(answer, "applying").id as number;
}

const specText = Buffer.from("Baud rate 115200\nSleep current < 5 uA\n");
async function uploaded(client: ApiClient, name = "spec.txt", bytes = specText) {
  const answer = await client.post(
    "/api/service/customized/upload",
    multipart({ file: { name, bytes, type: "text/plain" } }),
  );
  return dataOf(answer, "uploading");
}

const info = (client: ApiClient, id: number) =>
  client.get("/api/service/customized/getCustomizedInfo", { query: { id } });
const deal = (client: ApiClient, body: Record<string, unknown>) =>
  client.post("/api/service/customized/deal", body);

async function noticesOf(userId: number, kind: string) {
  return testApp.app.db
    .select()
    .from(userMessages)
    .where(and(eq(userMessages.userId, userId), eq(userMessages.kind, kind)));
}

describe("applying", () => {
  it("answers the new request's id to a member, 401 to a visitor", async () => {
    const id = await apply();
    expect(id).toBeGreaterThan(0);
    const answer = await visitor.post("/api/service/customized/apply", request());
    expect(answer.status).toBe(401);
  });

  it("refuses bad input with translated messages on the fields", async () => {
    const answer = await applicant.post(
      "/api/service/customized/apply",
      request({ phone: "call me", quantity: 0, company: "" }),
    );
    expect(answer.status).toBe(400);
    const fields = (answer.data as { field: string; message: string }[]).map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(["phone", "quantity", "company"]));
    const phone = (answer.data as { field: string; message: string }[]).find(
      (f) => f.field === "phone",
    );
    expect(phone?.message).toBe(
      "Enter a valid telephone number (digits, with +, -, spaces or brackets)",
    );
    const chinese = await applicant
      .language("zh-CN")
      .post("/api/service/customized/apply", request({ phone: "call me" }));
    expect(JSON.stringify(chinese.data)).toContain("请输入有效的电话号码");
  });

  it("takes only attachments the applicant uploaded", async () => {
    const own = await uploaded(applicant);
    expect(own.key).toMatch(new RegExp(`^customization/u${applicantAccount.user.id}/\\w+\\.txt$`));
    expect(own.name).toBe("spec.txt");
    const id = await apply({ attachments: [own] });
    expect((await info(applicant, id)).data.attachments).toEqual([own]);

    const someoneElses = await uploaded(otherMember);
    const stolen = await applicant.post(
      "/api/service/customized/apply",
      request({ attachments: [someoneElses] }),
    );
    expect(stolen.status).toBe(400);
    expect(stolen.msg).toBe("An attachment is not valid: upload it again");
    const invented = await applicant.post(
      "/api/service/customized/apply",
      request({ attachments: [{ ...own, key: own.key.replace(/\d{6}/, "000000") }] }),
    );
    expect(invented.status).toBe(400);
  });
});

describe("uploading", () => {
  it("checks the name and the bytes; a visitor may not upload", async () => {
    const exe = await applicant.post(
      "/api/service/customized/upload",
      multipart({ file: { name: "tool.exe", bytes: Buffer.from("MZ"), type: "x" } }),
    );
    expect(exe.status).toBe(400);
    const fakePdf = await applicant.post(
      "/api/service/customized/upload",
      multipart({ file: { name: "spec.pdf", bytes: specText, type: "application/pdf" } }),
    );
    expect(fakePdf.status).toBe(400);
    const empty = await applicant.post("/api/service/customized/upload", new FormData());
    expect(empty.status).toBe(400);
    const anonymous = await visitor.post(
      "/api/service/customized/upload",
      multipart({ file: { name: "spec.txt", bytes: specText, type: "text/plain" } }),
    );
    expect(anonymous.status).toBe(401);
  });
});

describe("reading a request", () => {
  it("shows it to its applicant and staff; 404 to another member, 401 to a visitor", async () => {
    const id = await apply();
    const own = await info(applicant, id);
    expect(own.status).toBe(200);
    expect(own.data).toMatchObject({ id, state: "new", replies: [], moduleModel: "ML302" });
    expect((await info(staff, id)).status).toBe(200);
    const other = await info(otherMember, id);
    expect(other.status).toBe(404);
    expect(other.msg).toBe("No such customization request");
    expect((await info(visitor, id)).status).toBe(401);
    expect((await info(staff, 999_999)).status).toBe(404);
    expect((await staff.get("/api/service/customized/getCustomizedInfo?id=abc")).status).toBe(400);
  });

  it("lists a member's own requests only", async () => {
    const newcomer = visitor.as(await signedIn(testApp));
    const first = await apply({ moduleModel: "M5311" }, newcomer);
    const second = await apply({ moduleModel: "F03X" }, newcomer);
    const mine = await newcomer.get("/api/service/customized/findMine");
    expect(mine.status).toBe(200);
    expect(mine.data.total).toBe(2);
    expect(mine.data.list.map((row: { id: number }) => row.id)).toEqual([second, first]);
    expect((await visitor.get("/api/service/customized/findMine")).status).toBe(401);
  });
});

describe("staff dealing with a request", () => {
  it("assigns, replies and closes, telling the applicant each time", async () => {
    const id = await apply({ company: "Thread Co", moduleModel: "M5311" });
    const title = "M5311 · Thread Co";
    const assigned = await deal(staff, { id, action: "assign" });
    expect(assigned.status).toBe(200);
    let shown = (await info(applicant, id)).data;
    expect(shown.state).toBe("assigned");
    expect(shown.assigneeId).toBe(staffAccount.user.id);
    const [assignedNotice] = await noticesOf(applicantAccount.user.id, "customization_assigned");
    expect(assignedNotice?.params).toEqual({ title: expect.any(String) });
    const all = await noticesOf(applicantAccount.user.id, "customization_assigned");
    expect(all.some((notice) => notice.params.title === title)).toBe(true);
    expect(all.some((notice) => notice.link === `/valueadd/request/${id}`)).toBe(true);

    expect((await deal(staff, { id, action: "assign" })).status).toBe(409);
    const handedOver = await deal(staff, {
      id,
      action: "assign",
      assigneeId: colleagueAccount.user.id,
    });
    expect(handedOver.status).toBe(200);
    const toMember = await deal(staff, {
      id,
      action: "assign",
      assigneeId: applicantAccount.user.id,
    });
    expect(toMember.status).toBe(400);

    const file = await uploaded(staff, "answer.txt");
    const replied = await deal(staff, {
      id,
      action: "reply",
      content: "We can build it; the sample takes two weeks.",
      attachments: [file],
    });
    expect(replied.status).toBe(200);
    const replyNotices = await noticesOf(applicantAccount.user.id, "customization_replied");
    expect(replyNotices.some((notice) => notice.params.title === title)).toBe(true);

    const followUp = await applicant.post("/api/service/customized/followUp", {
      id,
      content: "Could the sample come sooner?",
    });
    expect(followUp.status).toBe(200);
    shown = (await info(applicant, id)).data;
    expect(shown.replies).toMatchObject([
      { fromStaff: true, content: "We can build it; the sample takes two weeks." },
      { fromStaff: false, content: "Could the sample come sooner?" },
    ]);
    expect(shown.replies[0].attachments).toEqual([file]);
    expect(shown.replyCount).toBe(2);

    const strangerFollowUp = await otherMember.post("/api/service/customized/followUp", {
      id,
      content: "Me too",
    });
    expect(strangerFollowUp.status).toBe(404);

    expect((await deal(staff, { id, action: "close" })).status).toBe(200);
    shown = (await info(applicant, id)).data;
    expect(shown.state).toBe("closed");
    expect(shown.closedAt).not.toBeNull();
    const closedNotices = await noticesOf(applicantAccount.user.id, "customization_closed");
    expect(closedNotices.some((notice) => notice.params.title === title)).toBe(true);
  });

  it("refuses every action on a closed request with 409", async () => {
    const id = await apply();
    expect((await deal(staff, { id, action: "close" })).status).toBe(200);
    const again = await deal(staff, { id, action: "close" });
    expect(again.status).toBe(409);
    expect(again.msg).toBe(
      "This customization request is closed: it can no longer be dealt with or answered",
    );
    expect((await deal(staff, { id, action: "assign" })).status).toBe(409);
    expect((await deal(staff, { id, action: "reply", content: "Late" })).status).toBe(409);
    const followUp = await applicant.post("/api/service/customized/followUp", {
      id,
      content: "Still there?",
    });
    expect(followUp.status).toBe(409);
    expect((await deal(staff, { id: 999_999, action: "close" })).status).toBe(404);
  });

  it("is refused to members (403) and visitors (401), and bad actions with 400", async () => {
    const id = await apply();
    expect((await deal(applicant, { id, action: "close" })).status).toBe(403);
    expect((await deal(visitor, { id, action: "close" })).status).toBe(401);
    expect((await deal(staff, { id, action: "reopen" })).status).toBe(400);
    expect((await deal(staff, { id, action: "reply", content: "" })).status).toBe(400);
  });
});

describe("private attachments", () => {
  it("are downloaded by the applicant and staff only", async () => {
    const file = await uploaded(applicant, "meter.txt");
    const id = await apply({ attachments: [file] });
    const path = "/api/service/customized/attachment";
    const query = { id, key: file.key };
    const own = await applicant.get(path, { query });
    expect(own.status).toBe(200);
    expect(own.bytes).toEqual(specText);
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expect((await staff.get(path, { query })).status).toBe(200);
    expect((await otherMember.get(path, { query })).status).toBe(404);
    expect((await visitor.get(path, { query })).status).toBe(401);
    const other = await uploaded(applicant, "other.txt");
    expect((await applicant.get(path, { query: { id, key: other.key } })).status).toBe(404);
    expect((await applicant.get(path, { query: { id, key: "../secret" } })).status).toBe(400);
  });

  it("of a staff reply are downloaded by the applicant", async () => {
    const id = await apply();
    const file = await uploaded(staff, "reply.txt");
    await deal(staff, { id, action: "reply", content: "See the file", attachments: [file] });
    const answer = await applicant.get("/api/service/customized/attachment", {
      query: { id, key: file.key },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-disposition"]).toContain("reply.txt");
  });
});

describe("staff's table and export", () => {
  it("filters by state, keyword and assignee, paged; members get 403", async () => {
    const keyword = `Filter${Date.now()}`;
    const first = await apply({ company: `${keyword} One` });
    const second = await apply({ company: `${keyword} Two` });
    await deal(staff, { id: second, action: "assign", assigneeId: colleagueAccount.user.id });
    const find = (query: Record<string, string | number>) =>
      staff.get("/api/service/customized/find", { query: { keyword, ...query } });
    expect((await find({})).data.total).toBe(2);
    const newOnes = await find({ state: "new" });
    expect(newOnes.data.list.map((row: { id: number }) => row.id)).toEqual([first]);
    const colleagues = await find({ assigneeId: colleagueAccount.user.id });
    expect(colleagues.data.list).toMatchObject([
      { id: second, state: "assigned", assigneeId: colleagueAccount.user.id },
    ]);
    const paged = await find({ pageSize: 1, page: 2 });
    expect(paged.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.data.list).toHaveLength(1);
    expect((await find({ state: "lost" })).status).toBe(400);
    expect((await applicant.get("/api/service/customized/find")).status).toBe(403);
    expect((await visitor.get("/api/service/customized/find")).status).toBe(401);
    const assignees = await staff.get("/api/service/customized/assignees");
    const ids = assignees.data.map((row: { id: number }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([staffAccount.user.id, colleagueAccount.user.id]));
    expect(ids).not.toContain(applicantAccount.user.id);
  });

  it("exports the filtered requests as .xlsx with typed formulas made inert", async () => {
    const keyword = `Export${Date.now()}`;
    await apply({ company: `${keyword} Ltd`, contact: '=HYPERLINK("http://x")' });
    const answer = await staff.get("/api/service/customized/exportExcel", {
      query: { keyword },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).getCell(2).value).toBe("Company");
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe(`${keyword} Ltd`);
    expect(sheet.getRow(2).getCell(3).value).toBe('\'=HYPERLINK("http://x")');
    expect(sheet.getRow(2).getCell(9).value).toBe("New");
    expect((await applicant.get("/api/service/customized/exportExcel")).status).toBe(403);
  });
});
