import { contentLimits, permissions } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildText } from "../../test-support/factories/text.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let visitor: ApiClient;
let editor: ApiClient;
let member: ApiClient;
let otherMember: ApiClient;
let moderator: ApiClient;

beforeAll(async () => {
  testApp = await buildTestApp({ MEMBER_WRITES_PER_MINUTE: "1000", MEMBER_WRITES_PER_DAY: "1000" });
  visitor = api(testApp).language("en-US");
  editor = visitor.as(await signedIn(testApp, { permissions: [permissions.contentWrite] }));
  member = visitor.as(await signedIn(testApp));
  otherMember = visitor.as(await signedIn(testApp));
  moderator = visitor.as(await signedIn(testApp, { permissions: [permissions.forumModerate] }));
});
afterAll(async () => {
  await testApp.close();
});

const article = (overrides: Record<string, unknown> = {}) => ({
  type: "news",
  title: "Module launch",
  summary: "A new NB-IoT module",
  content: "<p>Hello <strong>world</strong></p>",
  status: "published",
  ...overrides,
});

async function save(overrides: Record<string, unknown> = {}) {
  return dataOf(await editor.post("/api/text/save", article(overrides)), "saving a text")
    .id as number;
}

describe("writing texts", () => {
  it("saves a text of every type and answers it with its sanitized body", async () => {
    for (const type of [
      "news",
      "notice",
      "marketing",
      "schoolArticle",
      "schoolVideo",
      "solution",
      "knowledge",
      "page",
    ]) {
      const id = await save({ type, content: '<p onclick="x()">Hi<script>alert(1)</script></p>' });
      const answer = await visitor.get(`/api/text/query?id=${id}`);
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({ id, type, title: "Module launch", status: "published" });
      expect(answer.data.content).toBe("<p>Hi</p>");
    }
  });

  it("refuses writes without content:write", async () => {
    expect((await visitor.post("/api/text/save", article())).status).toBe(401);
    expect((await member.post("/api/text/save", article())).status).toBe(403);
    expect((await member.get("/api/text/list")).status).toBe(403);
    expect(
      (await member.post("/api/text/update", { ...article(), id: 1, version: 1 })).status,
    ).toBe(403);
    expect((await member.post("/api/text/delete", { id: 1 })).status).toBe(403);
  });

  it("refuses an unknown type and a missing title", async () => {
    const answer = await editor.post("/api/text/save", article({ type: "poem", title: "" }));
    expect(answer.status).toBe(400);
    expect(answer.data.map((problem: { field: string }) => problem.field).sort()).toEqual([
      "title",
      "type",
    ]);
  });

  it("counts the text, not the HTML, against the 10,000-character limit", async () => {
    const limit = contentLimits.richTextMaxCharacters;
    const styled = `<p><span style="color:red">${"字".repeat(limit)}</span></p>`;
    expect((await editor.post("/api/text/save", article({ content: styled }))).status).toBe(200);
    const tooLong = await editor.post(
      "/api/text/save",
      article({ content: `<p>${"a".repeat(limit)}&amp;</p>` }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.msg).toBe(
      `The text may have at most ${limit} characters (markup not counted); it has ${limit + 1}`,
    );
    expect(tooLong.data).toEqual([{ field: "content", message: tooLong.msg }]);
  });

  it("updates with the version read, and refuses a stale save with 409", async () => {
    const id = await save({ status: "draft" });
    const read = dataOf(await editor.get(`/api/text/query?id=${id}`), "reading");
    expect(read.publishedAt).toBeNull();
    const update = { ...article({ title: "Renamed" }), id, version: read.version };
    expect((await editor.post("/api/text/update", update)).status).toBe(200);
    const stale = await editor.post("/api/text/update", { ...update, title: "Again" });
    expect(stale.status).toBe(409);
    const now = dataOf(await visitor.get(`/api/text/query?id=${id}`), "reading");
    expect(now).toMatchObject({ title: "Renamed", status: "published", version: read.version + 1 });
    expect(now.publishedAt).not.toBeNull();
    expect((await editor.post("/api/text/update", { ...update, id: 2_000_000_000 })).status).toBe(
      404,
    );
  });

  it("deletes a text", async () => {
    const id = await save();
    expect((await editor.post("/api/text/delete", { id })).status).toBe(200);
    expect((await visitor.get(`/api/text/query?id=${id}`)).status).toBe(404);
    expect((await editor.post("/api/text/delete", { id })).status).toBe(404);
  });

  it("lists every status for staff, filtered and paged", async () => {
    const title = `Filter ${Date.now()}`;
    await save({ title, status: "draft", type: "marketing" });
    await save({ title, type: "marketing" });
    const answer = await editor.get("/api/text/list", {
      query: { keyword: title, type: "marketing", pageSize: 1 },
    });
    expect(answer.data).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    const drafts = await editor.get("/api/text/list", {
      query: { keyword: title, status: "draft" },
    });
    expect(drafts.data.list.map((row: { status: string }) => row.status)).toEqual(["draft"]);
  });
});

describe("reading texts", () => {
  it("shows a draft to content editors only", async () => {
    const draft = await buildText(testApp, { status: "draft" });
    expect((await visitor.get(`/api/text/query?id=${draft.id}`)).status).toBe(404);
    expect((await member.get(`/api/text/query?id=${draft.id}`)).status).toBe(404);
    expect((await moderator.get(`/api/text/query?id=${draft.id}`)).status).toBe(404);
    const preview = await editor.get(`/api/text/query?id=${draft.id}`);
    expect(preview.status).toBe(200);
    expect(preview.data.readCount).toBe(0);
  });

  it("counts a read each time a published text is read", async () => {
    const text = await buildText(testApp);
    await visitor.get(`/api/text/query?id=${text.id}`);
    const second = await visitor.get(`/api/text/query?id=${text.id}`);
    expect(second.data.readCount).toBe(2);
    const count = await visitor.get(`/api/text/getReadCount?id=${text.id}`);
    expect(count.data).toEqual({ id: text.id, readCount: 2 });
  });

  it("lists published notices pinned first, and articles by type", async () => {
    const category = `c${Date.now()}`;
    const older = await buildText(testApp, { type: "notice", category });
    const pinned = await buildText(testApp, { type: "notice", category, pinned: true });
    await buildText(testApp, { type: "notice", category, status: "draft" });
    const notices = await visitor.get("/api/text/notices", { query: { category } });
    expect(notices.data.list.map((row: { id: number }) => row.id)).toEqual([pinned.id, older.id]);

    const school = await buildText(testApp, { type: "schoolArticle", category });
    await buildText(testApp, { type: "marketing", category });
    const articles = await visitor.get("/api/text/articles", { query: { category } });
    expect(articles.data.list.map((row: { id: number }) => row.id)).toEqual([school.id]);
    const onlyNotices = await visitor.get("/api/text/articles", {
      query: { category, type: "notice" },
    });
    expect(onlyNotices.data.total).toBe(0);
    const marketing = await visitor.get("/api/text/getTextList", {
      query: { category, type: "marketing" },
    });
    expect(marketing.data.total).toBe(1);
    expect(marketing.data.list[0]).not.toHaveProperty("content");
  });

  it("searches published texts by keyword; wildcards alone find nothing", async () => {
    const word = `zq${Date.now()}`;
    const found = await buildText(testApp, { type: "knowledge", content: `<p>about ${word}</p>` });
    await buildText(testApp, { type: "knowledge", title: word, status: "draft" });
    const answer = await visitor.get("/api/text/queryArticles", { query: { keyword: word } });
    expect(answer.data.list.map((row: { id: number }) => row.id)).toEqual([found.id]);
    const wildcard = await visitor.get("/api/text/queryArticles", { query: { keyword: "%_%" } });
    expect(wildcard.data.total).toBe(0);
  });

  it("answers the most read articles first", async () => {
    const popular = await buildText(testApp, { type: "news", readCount: 1_000_000 });
    const next = await buildText(testApp, { type: "schoolArticle", readCount: 999_999 });
    await buildText(testApp, { type: "notice", readCount: 2_000_000 });
    const answer = await visitor.get("/api/text/popArticles", { query: { limit: 2 } });
    expect(answer.data.map((row: { id: number }) => row.id)).toEqual([popular.id, next.id]);
  });

  it("answers a single page by its key", async () => {
    await buildText(testApp, { type: "page", pageKey: "aboutus", title: "About us" });
    const answer = await visitor.get("/api/text/page", { query: { key: "aboutus" } });
    expect(answer.data).toMatchObject({ title: "About us", pageKey: "aboutus" });
    expect((await visitor.get("/api/text/page", { query: { key: "other" } })).status).toBe(400);
    const misplaced = await editor.post("/api/text/save", article({ pageKey: "valueadd" }));
    expect(misplaced.status).toBe(400);
  });
});

describe("likes and collections", () => {
  it("toggles a like and a collection, and lists the collected texts", async () => {
    const text = await buildText(testApp);
    expect((await visitor.post("/api/text/like", { id: text.id })).status).toBe(401);
    expect((await member.post("/api/text/like", { id: text.id })).data).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect((await otherMember.post("/api/text/like", { id: text.id })).data.likeCount).toBe(2);
    expect((await member.post("/api/text/like", { id: text.id })).data).toEqual({
      liked: false,
      likeCount: 1,
    });
    expect((await member.post("/api/text/collect", { id: text.id })).data).toEqual({
      collected: true,
      collectCount: 1,
    });
    const read = await member.get(`/api/text/query?id=${text.id}`);
    expect(read.data).toMatchObject({ liked: false, collected: true });
    const stored = await member.get("/api/text/queryUserStoredText");
    expect(stored.data.list.map((row: { id: number }) => row.id)).toContain(text.id);
    expect((await visitor.get("/api/text/queryUserStoredText")).status).toBe(401);
  });

  it("refuses to like a draft or an unknown text", async () => {
    const draft = await buildText(testApp, { status: "draft" });
    expect((await member.post("/api/text/like", { id: draft.id })).status).toBe(404);
    expect((await member.post("/api/text/collect", { id: 2_000_000_000 })).status).toBe(404);
  });

  it("limits a member's likes per minute", async () => {
    const limited = await buildTestApp({ MEMBER_WRITES_PER_MINUTE: "2" });
    try {
      const text = await buildText(limited);
      const client = api(limited).as(await signedIn(limited));
      await client.post("/api/text/like", { id: text.id });
      await client.post("/api/text/like", { id: text.id });
      const third = await client.post("/api/text/like", { id: text.id });
      expect(third.status).toBe(429);
      expect(third.headers["retry-after"]).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe("comments", () => {
  it("adds, pages, likes and deletes comments of signed-in users", async () => {
    const text = await buildText(testApp);
    expect(
      (await visitor.post("/api/text/comment/addComment", { textId: text.id, content: "hi" }))
        .status,
    ).toBe(401);
    const first = dataOf(
      await member.post("/api/text/comment/addComment", {
        textId: text.id,
        content: "<b>first</b>",
      }),
      "commenting",
    ).id;
    const second = dataOf(
      await otherMember.post("/api/text/comment/addComment", {
        textId: text.id,
        content: "second",
      }),
      "commenting",
    ).id;
    const page = await member.get("/api/text/comment/getComments", {
      query: { textId: text.id, pageSize: 1 },
    });
    expect(page.data).toMatchObject({ total: 2, pageSize: 1 });
    expect(page.data.list[0]).toMatchObject({ id: second, deletable: false, liked: false });

    expect((await member.post("/api/text/comment/like", { id: second })).data).toEqual({
      liked: true,
      likeCount: 1,
    });
    const mine = await member.get("/api/text/comment/getComments", { query: { textId: text.id } });
    expect(mine.data.list).toMatchObject([
      { id: second, liked: true, likeCount: 1, deletable: false },
      { id: first, content: "<b>first</b>", deletable: true },
    ]);
    expect((await visitor.get(`/api/text/query?id=${text.id}`)).data.commentCount).toBe(2);

    expect((await otherMember.post("/api/text/comment/delete", { id: first })).status).toBe(403);
    expect((await member.post("/api/text/comment/delete", { id: first })).status).toBe(200);
    expect((await moderator.post("/api/text/comment/delete", { id: second })).status).toBe(200);
    expect((await editor.post("/api/text/comment/delete", { id: second })).status).toBe(404);
    expect((await visitor.get(`/api/text/query?id=${text.id}`)).data.commentCount).toBe(0);
  });

  it("keeps a deleted account's comments and texts, with nothing of the account shown", async () => {
    const author = await signedIn(testApp, { permissions: [permissions.contentWrite] });
    const commenter = await signedIn(testApp);
    const administrator = visitor.as(await signedIn(testApp, { roles: ["administrator"] }));
    const textId = dataOf(
      await visitor.as(author).post("/api/text/save", article()),
      "saving a text",
    ).id;
    dataOf(
      await visitor.as(commenter).post("/api/text/comment/addComment", { textId, content: "kept" }),
      "commenting",
    );
    for (const user of [author.user, commenter.user]) {
      dataOf(
        await administrator.post("/api/userManageController/deleteUser", { id: user.id }),
        "deleting a user",
      );
    }
    const comments = await visitor.get("/api/text/comment/getComments", { query: { textId } });
    expect(comments.data.list).toMatchObject([
      {
        content: "kept",
        userId: commenter.user.id,
        authorDeleted: true,
        nickname: "",
        avatar: null,
      },
    ]);
    expect((await visitor.get(`/api/text/query?id=${textId}`)).data.authorName).toBeNull();
  });

  it("refuses comments on drafts, empty and overlong ones", async () => {
    const draft = await buildText(testApp, { status: "draft" });
    const text = await buildText(testApp);
    const on = (textId: number, content: string) =>
      member.post("/api/text/comment/addComment", { textId, content });
    expect((await on(draft.id, "hi")).status).toBe(404);
    expect((await on(text.id, "  ")).status).toBe(400);
    expect((await on(text.id, "x".repeat(contentLimits.commentMaxLength + 1))).status).toBe(400);
    expect(
      (await visitor.get("/api/text/comment/getComments", { query: { textId: draft.id } })).status,
    ).toBe(404);
  });
});
