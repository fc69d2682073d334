import { permissions } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildDocument } from "../../test-support/factories/document.ts";
import { buildBoard, buildForumPost } from "../../test-support/factories/forum.ts";
import { buildProduct } from "../../test-support/factories/product.ts";
import { buildText } from "../../test-support/factories/text.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { whitelistEntries } from "../whitelist/schema.ts";

let testApp: TestApp;
let visitor: ApiClient;
let editor: ApiClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("zh-CN");
  editor = visitor.as(
    await signedIn(testApp, { permissions: [permissions.contentWrite, permissions.productWrite] }),
  );
});
afterAll(async () => {
  await testApp.close();
});

type Result = { kind: string; id: number; title: string; snippet: string };

async function search(client: ApiClient, q: string, query: Record<string, string | number> = {}) {
  return dataOf(await client.get("/api/search", { query: { q, ...query } }), `searching ${q}`) as {
    list: Result[];
    total: number;
    counts: Record<string, number>;
  };
}

const found = (answer: { list: Result[] }) => answer.list.map((item) => `${item.kind}:${item.id}`);

describe("matching", () => {
  it("finds a model by its beginning or an inner part, in products and in what mentions it", async () => {
    const m5310 = await buildProduct(testApp, { model: "QX5310A", nameZh: "NB-IoT 模组" });
    const m5311 = await buildProduct(testApp, { model: "QX5311", nameZh: "NB-IoT 模组" });
    const ml302 = await buildProduct(testApp, { model: "QL302", nameZh: "Cat.1 模组" });
    const post = await buildForumPost(testApp, { title: "QL302 拨号失败" });
    const beginning = await search(visitor, "QX53", { kind: "product" });
    expect(found(beginning).sort()).toEqual([`product:${m5310.id}`, `product:${m5311.id}`].sort());
    expect(found(await search(visitor, "ql30"))).toEqual(
      expect.arrayContaining([`product:${ml302.id}`, `post:${post.id}`]),
    );
    const catalogue = await visitor.get("/api/product/getList", { query: { keyword: "QX53" } });
    expect(catalogue.data.total).toBe(2);
    const inner = await visitor.get("/api/product/getList", { query: { keyword: "5311" } });
    expect(inner.data.list.map((product: { id: number }) => product.id)).toEqual([m5311.id]);
    expect(found(await search(visitor, "311", { kind: "product" }))).toEqual([
      `product:${m5311.id}`,
    ]);
  });

  it("finds AT commands whole, with their question mark, and not a command by another one", async () => {
    const csq = await buildForumPost(testApp, { content: "<p>AT+CSQ answers 99,99</p>" });
    const cereg = await buildForumPost(testApp, { content: "<p>AT+CEREG? stays at 0,2</p>" });
    expect(found(await search(visitor, "AT+CSQ"))).toEqual([`post:${csq.id}`]);
    expect(found(await search(visitor, "AT+CEREG?"))).toEqual([`post:${cereg.id}`]);
    expect(found(await search(visitor, "at+cereg"))).toEqual([`post:${cereg.id}`]);
  });

  it("finds a two-character Chinese word inside longer text, in either script both ways", async () => {
    const simplified = await buildText(testApp, {
      title: "低功耗抄表方案",
      content: "<p>模组在休眠模式下电流极低</p>",
    });
    const traditional = await buildText(testApp, {
      language: "zh-TW",
      title: "韌體升級說明",
      content: "<p>升級過程中請保持電源穩定</p>",
    });
    expect(found(await search(visitor, "功耗"))).toEqual([`text:${simplified.id}`]);
    expect(found(await search(visitor, "电流"))).toEqual([`text:${simplified.id}`]);
    expect(found(await search(visitor, "電流"))).toEqual([`text:${simplified.id}`]);
    expect(found(await search(visitor, "升级说明"))).toEqual([`text:${traditional.id}`]);
    expect(found(await search(visitor, "韌體"))).toEqual([`text:${traditional.id}`]);
  });

  it("finds English words by their stem", async () => {
    const text = await buildText(testApp, {
      language: "en-US",
      title: "Registering modules on the network",
      content: "<p>Antennas and drivers</p>",
    });
    expect(found(await search(visitor, "module register"))).toEqual([`text:${text.id}`]);
    expect(found(await search(visitor, "antenna driver"))).toEqual([`text:${text.id}`]);
  });

  it("ranks the reader's language first, then a title match, then newer", async () => {
    const board = await buildBoard(testApp);
    const inBody = await buildForumPost(testApp, {
      boardId: board.id,
      title: "Question",
      content: "<p>zeolite in the body</p>",
    });
    const older = await buildForumPost(testApp, {
      boardId: board.id,
      title: "Zeolite in the title",
      createdAt: new Date(testApp.now().getTime() - 60_000),
    });
    const chinese = await buildForumPost(testApp, { boardId: board.id, title: "zeolite 中文" });
    const newer = await buildForumPost(testApp, { boardId: board.id, title: "Zeolite again" });
    const english = await search(visitor.language("en-US"), "zeolite");
    expect(found(english)).toEqual([
      `post:${newer.id}`,
      `post:${older.id}`,
      `post:${inBody.id}`,
      `post:${chinese.id}`,
    ]);
    expect(found(await search(visitor, "zeolite"))[0]).toBe(`post:${chinese.id}`);
  });

  it("shows the title and a plain-text snippet in the reader's language", async () => {
    const text = await buildText(testApp, {
      title: "网络注册说明",
      content: `<p>${"前言。".repeat(30)}</p><p><b>注册</b>前请检查 SIM 卡</p>`,
    });
    const traditional = await search(visitor.language("zh-TW"), "SIM");
    const result = traditional.list.find((item) => item.id === text.id);
    expect(result?.title).toBe("網絡註冊說明");
    expect(result?.snippet).toContain("註冊前請檢查 SIM 卡");
    expect(result?.snippet).not.toContain("<");
    expect(result?.snippet.startsWith("…")).toBe(true);
  });

  it("counts every kind, pages one kind, and finds only what is published", async () => {
    await buildText(testApp, { title: "Kestrel draft", status: "draft" });
    const product = await buildProduct(testApp, { model: "KESTREL-1" });
    await buildProduct(testApp, { model: "KESTREL-2", status: "draft" });
    const posts = [];
    for (let index = 0; index < 3; index += 1) {
      posts.push(await buildForumPost(testApp, { title: `Kestrel ${index}` }));
    }
    await buildForumPost(testApp, { title: "Kestrel pending", status: "pending" });
    const all = await search(visitor, "kestrel", { pageSize: 2 });
    expect(all.counts).toEqual({ product: 1, document: 0, text: 0, post: 3, faq: 0 });
    expect(all.total).toBe(4);
    expect(all.list).toHaveLength(2);
    const secondPage = await search(visitor, "kestrel", { kind: "post", page: 2, pageSize: 2 });
    expect(secondPage.total).toBe(3);
    expect(found(secondPage)).toEqual([`post:${posts[0]?.id}`]);
    expect(found(await search(visitor, "kestrel", { kind: "product" }))).toEqual([
      `product:${product.id}`,
    ]);
  });
});

describe("access", () => {
  it("finds a whitelist document only for readers who may open it", async () => {
    const secret = await buildDocument(testApp, {
      name: "Wombat secret datasheet",
      accessLevel: "whitelist",
    });
    const open = await buildDocument(testApp, { name: "Wombat public datasheet" });
    const member = await signedIn(testApp);
    const listed = await signedIn(testApp);
    await testApp.db.insert(whitelistEntries).values({ userId: listed.user.id });
    const staff = await signedIn(testApp, { permissions: [permissions.managementAccess] });
    const ofAnonymous = await search(visitor, "wombat");
    expect(found(ofAnonymous)).toEqual([`document:${open.id}`]);
    expect(ofAnonymous.counts.document).toBe(1);
    expect(found(await search(visitor.as(member), "wombat"))).toEqual([`document:${open.id}`]);
    expect(found(await search(visitor.as(listed), "wombat")).sort()).toEqual(
      [`document:${open.id}`, `document:${secret.id}`].sort(),
    );
    expect(found(await search(visitor.as(staff), "wombat"))).toHaveLength(2);
  });

  it("hides the documents of an unpublished product", async () => {
    const document = await buildDocument(testApp, {
      name: "Marmot manual",
      product: { status: "draft" },
    });
    expect((await search(visitor, "marmot")).total).toBe(0);
    expect(document.id).toBeGreaterThan(0);
  });
});

describe("the index follows writes", () => {
  it("finds a text as soon as it is saved, its translation's words, and loses it unpublished or deleted", async () => {
    const id = dataOf(
      await editor.post("/api/text/save", {
        type: "news",
        title: "鸬鹚模组发布",
        summary: "新品",
        content: "<p>正文</p>",
        status: "published",
      }),
      "saving",
    ).id as number;
    expect(found(await search(visitor, "鸬鹚"))).toEqual([`text:${id}`]);
    dataOf(
      await editor.post("/api/text/saveTranslation", {
        id,
        language: "en-US",
        version: 0,
        fields: { title: "Cormorant module launch", summary: "New", content: "<p>Body</p>" },
      }),
      "translating",
    );
    const english = await search(visitor.language("en-US"), "cormorant");
    expect(english.list).toMatchObject([{ id, title: "Cormorant module launch" }]);
    dataOf(await editor.post("/api/text/updateStatus", { id, status: "draft" }), "unpublishing");
    expect((await search(visitor, "鸬鹚")).total).toBe(0);
    dataOf(await editor.post("/api/text/updateStatus", { id, status: "published" }), "publishing");
    expect((await search(visitor, "鸬鹚")).total).toBe(1);
    dataOf(await editor.post("/api/text/delete", { id }), "deleting");
    expect((await search(visitor, "鸬鹚")).total).toBe(0);
  });

  it("follows a product unpublished and its model changed through the management API", async () => {
    const product = await buildProduct(testApp, { model: "PUFFIN-1" });
    await buildDocument(testApp, { productId: product.id, name: "Puffin datasheet" });
    expect((await search(visitor, "puffin")).counts).toMatchObject({ product: 1, document: 1 });
    dataOf(
      await editor.post("/api/product/updateStatus", { id: product.id, status: "draft" }),
      "unpublishing",
    );
    expect((await search(visitor, "puffin")).counts).toMatchObject({ product: 0, document: 0 });
  });
});

describe("recording", () => {
  it("records a search once with its count over every kind, not again for a tab or a later page", async () => {
    const analyst = visitor.as(
      await signedIn(testApp, { permissions: [permissions.statisticsRead] }),
    );
    // A day either side of now: the summary's days are China's, whatever this machine's zone.
    const dayFrom = (days: number) =>
      new Date(testApp.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
    const timesRecorded = async (query: string) => {
      const summary = dataOf(
        await analyst.get("/api/up/summary", { query: { from: dayFrom(-1), to: dayFrom(1) } }),
        "reading the summary",
      ) as { noResultSearches: { query: string; count: number }[] };
      return summary.noResultSearches.find((search) => search.query === query)?.count ?? 0;
    };
    const query = `nothing ${Date.now().toString(36)}`;
    await search(visitor, query);
    await search(visitor, query, { kind: "post" });
    await search(visitor, query, { page: 2 });
    expect(await timesRecorded(query)).toBe(1);
    await search(visitor, query.toUpperCase());
    expect(await timesRecorded(query)).toBe(2);

    await buildProduct(testApp, { model: "PETREL-7" });
    await search(visitor, "petrel-7");
    expect(await timesRecorded("petrel-7")).toBe(0);
  });
});

describe("bad input", () => {
  it("refuses an unknown kind, a bad page or page size, and a long query with 400", async () => {
    for (const query of [
      { q: "x", kind: "user" },
      { q: "x", page: 0 },
      { q: "x", pageSize: 1000 },
      { q: "x".repeat(51) },
      { q: "a\u0000b" },
      {},
    ]) {
      expect((await visitor.get("/api/search", { query })).status).toBe(400);
    }
  });

  it("answers a blank query with nothing found", async () => {
    expect(await search(visitor, "  ")).toMatchObject({ list: [], total: 0 });
  });
});
