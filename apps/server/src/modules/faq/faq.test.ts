import { permissions } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let visitor: ApiClient;
let editor: ApiClient;
let member: ApiClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  editor = visitor.as(await signedIn(testApp, { permissions: [permissions.contentWrite] }));
  member = visitor.as(await signedIn(testApp));
});
afterAll(async () => {
  await testApp.close();
});

const addType = async (name: string, sort = 0) =>
  dataOf(await editor.post("/api/faqType/addFaqType", { name, sort }), "adding a type")
    .id as number;
const addFaq = async (typeId: number, question: string, extra: Record<string, unknown> = {}) =>
  dataOf(
    await editor.post("/api/faq/save", {
      typeId,
      question,
      answer: `<p>${question}?</p>`,
      ...extra,
    }),
    "adding a question",
  ).id as number;

describe("FAQ types", () => {
  it("adds, renames with the version, orders and deletes types", async () => {
    const first = await addType("Network", 1);
    const second = await addType("Power", 2);
    const listed = dataOf(await visitor.get("/api/faqType/getFaqTypeList"), "listing");
    expect(listed.map((type: { id: number }) => type.id)).toEqual([first, second]);

    const rename = { id: first, version: 1, name: "Networks", sort: 1 };
    expect((await editor.post("/api/faqType/updateFaqType", rename)).status).toBe(200);
    expect((await editor.post("/api/faqType/updateFaqType", rename)).status).toBe(409);

    expect(
      (await editor.post("/api/faqType/updateFaqTypeSort", { ids: [second, first] })).status,
    ).toBe(200);
    const sorted = dataOf(await visitor.get("/api/faqType/getFaqTypeList"), "listing");
    expect(sorted.map((type: { name: string }) => type.name)).toEqual(["Power", "Networks"]);
    expect((await editor.post("/api/faqType/updateFaqTypeSort", { ids: [first] })).status).toBe(
      400,
    );

    await addFaq(first, "Held");
    const held = await editor.post("/api/faqType/deleteFaqType", { id: first });
    expect(held.status).toBe(409);
    expect(held.msg).toBe("This type still has questions: delete or move them first");
    expect((await editor.post("/api/faqType/deleteFaqType", { id: second })).status).toBe(200);
  });

  it("counts each type's own questions, drafts included", async () => {
    const empty = await addType("Counted: none");
    const two = await addType("Counted: two");
    const one = await addType("Counted: one");
    await addFaq(two, "First of two");
    await addFaq(two, "Second of two", { status: "draft" });
    await addFaq(one, "Only one");
    const listed: { id: number; faqCount: number }[] = dataOf(
      await visitor.get("/api/faqType/getFaqTypeList"),
      "listing",
    );
    const countOf = (id: number) => listed.find((type) => type.id === id)?.faqCount;
    expect([countOf(empty), countOf(two), countOf(one)]).toEqual([0, 2, 1]);
  });

  it("refuses writes without content:write", async () => {
    expect((await visitor.post("/api/faqType/addFaqType", { name: "x" })).status).toBe(401);
    expect((await member.post("/api/faqType/addFaqType", { name: "x" })).status).toBe(403);
    expect(
      (await member.post("/api/faq/save", { typeId: 1, question: "q", answer: "a" })).status,
    ).toBe(403);
    expect((await member.get("/api/faq/list")).status).toBe(403);
  });
});

describe("FAQs", () => {
  it("groups published questions by type in order, searched by keyword", async () => {
    const type = await addType("Sleep modes", -10);
    const later = await addFaq(type, "How low is PSM current", { sort: 2 });
    const first = await addFaq(type, "What is eDRX", { sort: 1 });
    await addFaq(type, "Unpublished draft question", { status: "draft" });
    const all = dataOf(await visitor.get("/api/faq/queryAll"), "reading");
    const group = all.find((candidate: { id: number }) => candidate.id === type);
    expect(group.faqs.map((faq: { id: number }) => faq.id)).toEqual([first, later]);

    const found = dataOf(
      await visitor.get("/api/faq/queryAll", { query: { keyword: "edrx" } }),
      "searching",
    );
    expect(found).toHaveLength(1);
    expect(found[0].faqs.map((faq: { id: number }) => faq.id)).toEqual([first]);

    const page = dataOf(
      await visitor.get("/api/faq/getFaqList", { query: { typeId: type, pageSize: 1 } }),
      "paging",
    );
    expect(page).toMatchObject({ total: 2, pageSize: 1 });
    const staff = dataOf(await editor.get("/api/faq/list", { query: { typeId: type } }), "listing");
    expect(staff.total).toBe(3);
  });

  it("sanitizes answers, updates with the version and deletes", async () => {
    const type = await addType("Security");
    const id = await addFaq(type, "XSS?", { answer: '<p onclick="x()">a<script>b</script></p>' });
    const read = dataOf(await visitor.get(`/api/faq/queryFaq?id=${id}`), "reading");
    expect(read.answer).toBe("<p>a</p>");
    const update = {
      id,
      version: read.version,
      typeId: type,
      question: "Renamed",
      answer: "<p>b</p>",
    };
    expect((await editor.post("/api/faq/update", update)).status).toBe(200);
    expect((await editor.post("/api/faq/update", update)).status).toBe(409);
    expect((await editor.post("/api/faq/update", { ...update, id: 2_000_000_000 })).status).toBe(
      404,
    );
    expect((await editor.post("/api/faq/delete", { id })).status).toBe(200);
    expect((await visitor.get(`/api/faq/queryFaq?id=${id}`)).status).toBe(404);
  });

  it("refuses an unknown type and an answer over 10,000 characters", async () => {
    const unknown = await editor.post("/api/faq/save", {
      typeId: 2_000_000_000,
      question: "q",
      answer: "a",
    });
    expect(unknown.status).toBe(404);
    expect(unknown.data).toEqual([{ field: "typeId", message: "No such question type" }]);
    const type = await addType("Long");
    const long = await editor.post("/api/faq/save", {
      typeId: type,
      question: "q",
      answer: "a".repeat(10_001),
    });
    expect(long.status).toBe(400);
  });
});
