import { permissions } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf, multipart } from "../../test-support/api-client.ts";
import { samplePdf } from "../../test-support/factories/document.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { auditRecords } from "../audit/schema.ts";
import { userMessages } from "../message/schema.ts";

let testApp: TestApp;
let visitor: ApiClient;
let staff: ApiClient;
let bystander: ApiClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  staff = visitor.as(await signedIn(testApp, { permissions: [permissions.applicationManage] }));
  bystander = visitor.as(await signedIn(testApp));
});
afterAll(async () => {
  await testApp.close();
});

async function newTeam(): Promise<{ account: SignedIn; client: ApiClient }> {
  const account = await signedIn(testApp);
  return { account, client: visitor.as(account) };
}

function entry(overrides: Record<string, unknown> = {}) {
  return {
    teamName: "Night Owls",
    projectName: "Cold-chain tracker",
    moduleModel: "M5311",
    description: "NB-IoT temperature logger for vaccine boxes",
    members: [{ name: "Li Lei", role: "firmware" }, { name: "Han Meimei" }],
    submit: false,
    ...overrides,
  };
}

const save = (client: ApiClient, body: Record<string, unknown>) =>
  client.post("/api/developerCompetition/save", body);

async function submitted(client: ApiClient, overrides: Record<string, unknown> = {}) {
  return dataOf(await save(client, entry({ submit: true, ...overrides })), "submitting")
    .id as number;
}

async function noticesOf(userId: number, kind: string) {
  return testApp.app.db
    .select()
    .from(userMessages)
    .where(and(eq(userMessages.userId, userId), eq(userMessages.kind, kind)));
}

describe("the team's entry", () => {
  it("is refused to anonymous callers with 401", async () => {
    expect((await save(visitor, entry())).status).toBe(401);
    expect((await visitor.get("/api/developerCompetition/getApplicationState")).status).toBe(401);
    expect((await visitor.get("/api/developerCompetition/getApplicationForm")).status).toBe(401);
    const upload = multipart({ file: { name: "a.pdf", bytes: await samplePdf() } });
    expect((await visitor.post("/api/developerCompetition/upload", upload)).status).toBe(401);
  });

  it("answers null before applying, then a draft, then the submission with its notice", async () => {
    const { account, client } = await newTeam();
    expect((await client.get("/api/developerCompetition/getApplicationState")).data).toBeNull();
    expect((await client.get("/api/developerCompetition/getApplicationForm")).data).toBeNull();

    const draft = await save(client, entry());
    expect(draft.status).toBe(200);
    expect(draft.data).toMatchObject({ state: "draft", version: 1 });
    const id = draft.data.id as number;
    const state = await client.get("/api/developerCompetition/getApplicationState");
    expect(state.data).toEqual({ id, state: "draft", reason: null });
    expect(await noticesOf(account.user.id, "competition_submitted")).toHaveLength(0);

    const form = await client.get("/api/developerCompetition/getApplicationForm");
    expect(form.data).toMatchObject({
      id,
      teamName: "Night Owls",
      moduleModel: "M5311",
      members: [{ name: "Li Lei", role: "firmware" }, { name: "Han Meimei" }],
      attachments: [],
      state: "draft",
    });

    const sent = await save(
      client,
      entry({ id, version: 1, projectName: "Tracker 2", submit: true }),
    );
    expect(sent.data).toEqual({ id, state: "submitted", version: 2 });
    const [notice] = await noticesOf(account.user.id, "competition_submitted");
    expect(notice).toMatchObject({ params: { title: "Tracker 2" }, link: "/apply" });
  });

  it("is one per member, refuses a stale form, and cannot change once submitted (409)", async () => {
    const { client } = await newTeam();
    const id = dataOf(await save(client, entry()), "a draft").id as number;
    const twice = await save(client, entry());
    expect(twice.status).toBe(409);
    expect(twice.msg).toBe("You have applied already: change your entry instead");
    expect((await save(client, entry({ id, version: 1 }))).status).toBe(200);
    expect((await save(client, entry({ id, version: 1 }))).status).toBe(409);
    expect((await save(client, entry({ id, submit: true }))).status).toBe(200);
    const again = await save(client, entry({ id }));
    expect(again.status).toBe(409);
    expect(again.msg).toBe("The entry has been submitted or accepted and can no longer be changed");
  });

  it("answers 404 for another member's entry and leaves it as it was", async () => {
    const { client } = await newTeam();
    const id = dataOf(await save(client, entry()), "a draft").id as number;
    const foreign = await save(bystander, entry({ id, teamName: "Intruders" }));
    expect(foreign.status).toBe(404);
    expect(foreign.msg).toBe("No such competition entry");
    const form = await client.get("/api/developerCompetition/getApplicationForm");
    expect(form.data.teamName).toBe("Night Owls");
  });

  it("refuses bad input with translated messages, keeping nothing", async () => {
    const { client } = await newTeam();
    const long = await save(client, entry({ teamName: "x".repeat(61) }));
    expect(long.status).toBe(400);
    expect(long.msg).toBeTruthy();
    expect((await save(client, entry({ members: [] }))).status).toBe(400);
    expect((await save(client, entry({ submit: "yes" }))).status).toBe(400);
    expect((await save(client, entry({ projectName: "  " }))).status).toBe(400);
    expect((await client.get("/api/developerCompetition/getApplicationState")).data).toBeNull();
  });
});

describe("staff's decisions", () => {
  it("need application:manage: a member gets 403, anonymous 401", async () => {
    for (const [path, body] of [
      ["/api/developerCompetition/operate", { id: 1, action: "accept" }],
      ["/api/developerCompetition/modify", { id: 1, field: "teamName", value: "x" }],
    ] as const) {
      expect((await bystander.post(path, body)).status).toBe(403);
      expect((await visitor.post(path, body)).status).toBe(401);
    }
    expect((await bystander.get("/api/developerCompetition/list")).status).toBe(403);
    expect((await bystander.get("/api/developerCompetition/exportExcel")).status).toBe(403);
    expect((await visitor.get("/api/developerCompetition/list")).status).toBe(401);
  });

  it("reject with a reason, the team changes and resubmits, staff accept: each told", async () => {
    const { account, client } = await newTeam();
    const draftId = dataOf(await save(client, entry()), "a draft").id as number;
    const early = await staff.post("/api/developerCompetition/operate", {
      id: draftId,
      action: "accept",
    });
    expect(early.status).toBe(409);
    expect(early.msg).toBe("Only a submitted entry can be accepted or rejected");
    const id = await submitted(client, { id: draftId });

    const noReason = await staff.post("/api/developerCompetition/operate", {
      id,
      action: "reject",
    });
    expect(noReason.status).toBe(400);
    const rejected = await staff.post("/api/developerCompetition/operate", {
      id,
      action: "reject",
      reason: "Attach the schematic",
    });
    expect(rejected.data).toEqual({ state: "rejected" });
    const state = await client.get("/api/developerCompetition/getApplicationState");
    expect(state.data).toEqual({ id, state: "rejected", reason: "Attach the schematic" });
    const [rejection] = await noticesOf(account.user.id, "competition_rejected");
    expect(rejection?.params).toEqual({
      title: "Cold-chain tracker",
      reason: "Attach the schematic",
    });

    expect((await save(client, entry({ id, submit: true }))).data.state).toBe("submitted");
    const accepted = await staff.post("/api/developerCompetition/operate", {
      id,
      action: "accept",
    });
    expect(accepted.data).toEqual({ state: "accepted" });
    expect(await noticesOf(account.user.id, "competition_accepted")).toHaveLength(1);
    expect((await client.get("/api/developerCompetition/getApplicationState")).data).toEqual({
      id,
      state: "accepted",
      reason: null,
    });

    expect(
      (await staff.post("/api/developerCompetition/operate", { id, action: "reject", reason: "x" }))
        .status,
    ).toBe(409);
    expect((await save(client, entry({ id }))).status).toBe(409);
    const modified = await staff.post("/api/developerCompetition/modify", {
      id,
      field: "teamName",
      value: "Late fix",
    });
    expect(modified.status).toBe(409);
    expect(modified.msg).toBe("An accepted entry can no longer be changed");

    const audits = await testApp.app.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.targetType, "competitionEntry"), eq(auditRecords.targetId, id)));
    expect(audits.map((record) => record.action).sort()).toEqual([
      "competition.accept",
      "competition.reject",
    ]);
  });

  it("answer 404 for an entry that does not exist", async () => {
    const operate = await staff.post("/api/developerCompetition/operate", {
      id: 999_999,
      action: "accept",
    });
    expect(operate.status).toBe(404);
    const modify = await staff.post("/api/developerCompetition/modify", {
      id: 999_999,
      field: "teamName",
      value: "x",
    });
    expect(modify.status).toBe(404);
  });

  it("modify corrects one field of a submitted entry, audited, and tells the team", async () => {
    const { account, client } = await newTeam();
    const id = await submitted(client, { projectName: "Smart metre" });
    const changed = await staff.post("/api/developerCompetition/modify", {
      id,
      field: "projectName",
      value: "Smart meter",
    });
    expect(changed.status).toBe(200);
    const form = await client.get("/api/developerCompetition/getApplicationForm");
    expect(form.data).toMatchObject({ projectName: "Smart meter", state: "submitted" });
    const [notice] = await noticesOf(account.user.id, "competition_changed");
    expect(notice?.params).toEqual({ title: "Smart meter" });
    const [audit] = await testApp.app.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.action, "competition.modify"), eq(auditRecords.targetId, id)));
    expect(audit).toMatchObject({
      before: { projectName: "Smart metre" },
      after: { projectName: "Smart meter" },
    });
    const unknownField = await staff.post("/api/developerCompetition/modify", {
      id,
      field: "state",
      value: "accepted",
    });
    expect(unknownField.status).toBe(400);
    const tooLong = await staff.post("/api/developerCompetition/modify", {
      id,
      field: "moduleModel",
      value: "M".repeat(41),
    });
    expect(tooLong.status).toBe(400);
  });
});

describe("the staff's table and its export", () => {
  it("lists by state and keyword, with the contact", async () => {
    const { account, client } = await newTeam();
    const id = await submitted(client, { teamName: "Keyword Finders", moduleModel: "ML302" });
    const found = await staff.get("/api/developerCompetition/list", {
      query: { state: "submitted", keyword: "keyword find" },
    });
    expect(found.status).toBe(200);
    expect(found.data.list).toHaveLength(1);
    expect(found.data.list[0]).toMatchObject({
      id,
      moduleModel: "ML302",
      contact: { userId: account.user.id, phone: account.user.phone },
    });
    const byModule = await staff.get("/api/developerCompetition/list", {
      query: { keyword: "ML302" },
    });
    expect(byModule.data.list.map((row: { id: number }) => row.id)).toContain(id);
    const otherState = await staff.get("/api/developerCompetition/list", {
      query: { state: "accepted", keyword: "Keyword Finders" },
    });
    expect(otherState.data.list).toHaveLength(0);
    expect(
      (await staff.get("/api/developerCompetition/list", { query: { state: "won" } })).status,
    ).toBe(400);
    const paged = await staff.get("/api/developerCompetition/list", {
      query: { page: 1, pageSize: 1 },
    });
    expect(paged.data.list).toHaveLength(1);
    expect(paged.data.total).toBeGreaterThan(1);
  });

  it("exports the filtered entries as .xlsx with formula-looking cells made inert", async () => {
    const { client } = await newTeam();
    await submitted(client, { teamName: '=HYPERLINK("x")', projectName: "Export me" });
    const answer = await staff.get("/api/developerCompetition/exportExcel", {
      query: { keyword: "Export me" },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(2).value).toBe("Team");
    expect(sheet?.rowCount).toBe(2);
    const row = sheet?.getRow(2);
    expect(row?.getCell(2).value).toBe('\'=HYPERLINK("x")');
    expect(row?.getCell(3).value).toBe("Export me");
    expect(row?.getCell(8).value).toBe("Submitted");
  });
});

describe("attachments", () => {
  const upload = async (client: ApiClient, name: string, bytes: Uint8Array) =>
    client.post("/api/developerCompetition/upload", multipart({ file: { name, bytes } }));

  it("are kept privately and reach only the team and staff", async () => {
    const { client } = await newTeam();
    const pdf = await samplePdf("Design");
    const sent = await upload(client, "design.pdf", pdf);
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ name: "design.pdf", mimeType: "application/pdf" });
    const key = sent.data.key as string;
    expect(key).not.toMatch(/^\/uploads/);
    const id = dataOf(
      await save(client, entry({ attachments: [{ key, name: "design.pdf", size: pdf.length }] })),
      "a draft with a file",
    ).id as number;
    const form = await client.get("/api/developerCompetition/getApplicationForm");
    expect(form.data.attachments).toEqual([
      { key, name: "design.pdf", size: pdf.length, mimeType: "application/pdf" },
    ]);

    const download = (caller: ApiClient) =>
      caller.get("/api/developerCompetition/attachment", { query: { id, key } });
    const own = await download(client);
    expect(own.status).toBe(200);
    expect(own.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await download(staff)).status).toBe(200);
    expect((await download(bystander)).status).toBe(404);
    expect((await download(visitor)).status).toBe(401);
    const missing = await client.get("/api/developerCompetition/attachment", {
      query: { id, key: "competition/1/none.pdf" },
    });
    expect(missing.status).toBe(404);
  });

  it("refuse another member's file, a wrong type and a disguised one", async () => {
    const { client } = await newTeam();
    const theirs = dataOf(await upload(bystander, "theirs.pdf", await samplePdf()), "theirs");
    const stolen = await save(
      client,
      entry({ attachments: [{ key: theirs.key, name: "mine.pdf", size: 1 }] }),
    );
    expect(stolen.status).toBe(400);
    expect(stolen.msg).toBe("This attachment is not valid: upload it again");
    expect((await upload(client, "run.exe", Buffer.from("MZ"))).status).toBe(400);
    const disguised = await upload(client, "slides.pdf", Buffer.from("<script>alert(1)</script>"));
    expect(disguised.status).toBe(400);
    expect((await client.post("/api/developerCompetition/upload", new FormData())).status).toBe(
      400,
    );
  });
});
