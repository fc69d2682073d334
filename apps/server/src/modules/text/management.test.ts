import { permissions } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildText } from "../../test-support/factories/text.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let visitor: ApiClient;
let editor: ApiClient;
let member: ApiClient;
let staffWithoutContent: ApiClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  editor = visitor.as(await signedIn(testApp, { permissions: [permissions.contentWrite] }));
  member = visitor.as(await signedIn(testApp));
  staffWithoutContent = visitor.as(
    await signedIn(testApp, { permissions: [permissions.productWrite] }),
  );
});
afterAll(async () => {
  await testApp.close();
});

/** A title no other test uses, to find this test's rows by keyword. */
const uniqueTitle = (what: string) => `${what} ${Math.random().toString(36).slice(2, 10)}`;

type Row = { id: number; type: string; status: string; category: string | null };

describe("the management table's filters", () => {
  it("lists only the types a page manages, narrowed by type", async () => {
    const title = uniqueTitle("Types");
    for (const type of ["news", "knowledge", "notice", "page"] as const) {
      await buildText(testApp, { title, type, status: "draft" });
    }
    const managed = await editor.get("/api/text/list", {
      query: { keyword: title, types: "news,knowledge" },
    });
    expect(managed.status).toBe(200);
    expect(managed.data.list.map((row: Row) => row.type).sort()).toEqual(["knowledge", "news"]);
    const narrowed = await editor.get("/api/text/list", {
      query: { keyword: title, types: "news,knowledge", type: "knowledge" },
    });
    expect(narrowed.data.list.map((row: Row) => row.type)).toEqual(["knowledge"]);
    const outside = await editor.get("/api/text/list", {
      query: { keyword: title, types: "news,knowledge", type: "notice" },
    });
    expect(outside.data).toMatchObject({ list: [], total: 0 });
  });

  it("splits texts by category: in a list, not in it (or in none), or one category", async () => {
    const title = uniqueTitle("Categories");
    await buildText(testApp, { title, type: "marketing", category: "产品彩页" });
    await buildText(testApp, { title, type: "marketing", category: "市场活动" });
    await buildText(testApp, { title, type: "marketing", category: null });
    const categoriesOf = async (query: Record<string, string>) => {
      const answer = await editor.get("/api/text/list", {
        query: { keyword: title, types: "marketing", ...query },
      });
      expect(answer.status).toBe(200);
      return answer.data.list.map((row: Row) => row.category).sort();
    };
    expect(await categoriesOf({ categoryIn: "产品彩页,方案手册" })).toEqual(["产品彩页"]);
    expect(await categoriesOf({ categoryNotIn: "产品彩页,方案手册" })).toEqual([null, "市场活动"]);
    expect(await categoriesOf({ category: "市场活动" })).toEqual(["市场活动"]);
  });

  it("refuses an unknown type in the list and an empty list", async () => {
    const unknown = await editor.get("/api/text/list", { query: { types: "news,poem" } });
    expect(unknown.status).toBe(400);
    expect(unknown.data.map((problem: { field: string }) => problem.field)).toEqual(["types.1"]);
    expect((await editor.get("/api/text/list", { query: { types: ",," } })).status).toBe(400);
    const long = "x".repeat(51);
    expect((await editor.get("/api/text/list", { query: { categoryIn: long } })).status).toBe(400);
  });
});

describe("publishing from the table", () => {
  it("publishes a draft, keeps its first publish time, and makes an open form stale", async () => {
    const draft = await buildText(testApp, { status: "draft" });
    expect((await visitor.get(`/api/text/query?id=${draft.id}`)).status).toBe(404);
    const opened = dataOf(await editor.get(`/api/text/detail?id=${draft.id}`), "opening");
    expect(
      (await editor.post("/api/text/updateStatus", { id: draft.id, status: "published" })).status,
    ).toBe(200);
    const published = dataOf(await visitor.get(`/api/text/query?id=${draft.id}`), "reading");
    expect(published.status).toBe("published");
    expect(published.publishedAt).not.toBeNull();

    const stale = await editor.post("/api/text/update", {
      id: draft.id,
      version: opened.version,
      type: "news",
      title: "Typed in a form opened before",
      content: "<p>x</p>",
      status: "draft",
    });
    expect(stale.status).toBe(409);

    expect(
      (await editor.post("/api/text/updateStatus", { id: draft.id, status: "draft" })).status,
    ).toBe(200);
    expect((await visitor.get(`/api/text/query?id=${draft.id}`)).status).toBe(404);
    await editor.post("/api/text/updateStatus", { id: draft.id, status: "published" });
    const again = dataOf(await editor.get(`/api/text/detail?id=${draft.id}`), "reading");
    expect(again.publishedAt).toBe(published.publishedAt);
  });

  it("refuses a bad status, an unknown text and callers without content:write", async () => {
    const text = await buildText(testApp, { status: "draft" });
    const bad = await editor.post("/api/text/updateStatus", { id: text.id, status: "hidden" });
    expect(bad.status).toBe(400);
    expect(
      (await editor.post("/api/text/updateStatus", { id: 2_000_000_000, status: "draft" })).status,
    ).toBe(404);
    const body = { id: text.id, status: "published" };
    expect((await visitor.post("/api/text/updateStatus", body)).status).toBe(401);
    expect((await member.post("/api/text/updateStatus", body)).status).toBe(403);
    expect((await staffWithoutContent.post("/api/text/updateStatus", body)).status).toBe(403);
    const after = dataOf(await editor.get(`/api/text/detail?id=${text.id}`), "reading");
    expect(after.status).toBe("draft");
  });
});

describe("the edit form's read", () => {
  it("answers a published text with its version and counts no read", async () => {
    const text = await buildText(testApp, { readCount: 7, tags: ["nb-iot"] });
    const answer = await editor.get(`/api/text/detail?id=${text.id}`);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ id: text.id, readCount: 7, version: 1, tags: ["nb-iot"] });
    const again = dataOf(await editor.get(`/api/text/detail?id=${text.id}`), "reading");
    expect(again.readCount).toBe(7);
  });

  it("refuses visitors, members and staff without content:write, and unknown ids", async () => {
    const text = await buildText(testApp);
    const path = `/api/text/detail?id=${text.id}`;
    expect((await visitor.get(path)).status).toBe(401);
    expect((await member.get(path)).status).toBe(403);
    expect((await staffWithoutContent.get(path)).status).toBe(403);
    expect((await staffWithoutContent.get("/api/text/list")).status).toBe(403);
    expect((await editor.get("/api/text/detail?id=2000000000")).status).toBe(404);
    expect((await editor.get("/api/text/detail?id=abc")).status).toBe(400);
  });
});
