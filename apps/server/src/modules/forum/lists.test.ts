import { permissions } from "@portal/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import { buildBoard, buildForumPost } from "../../test-support/factories/forum.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { forumPostActivity, forumPosts } from "./schema.ts";
import { activityDay } from "./use-cases/count-activity.ts";

let testApp: TestApp;
let visitor: ApiClient;
let staff: ApiClient;
let member: ApiClient;
const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  member = visitor.as(await signedIn(testApp));
  staff = visitor.as(await signedIn(testApp, { permissions: [permissions.forumModerate] }));
});
afterAll(async () => {
  await testApp.close();
});

const ids = (answer: { data: { list: { id: number }[] } }) => answer.data.list.map((row) => row.id);

describe("a board's posts", () => {
  it("lists visible posts, top then essence then latest activity; staff see every state", async () => {
    const board = await buildBoard(testApp);
    const at = (minutesAgo: number) => new Date(testApp.now().getTime() - minutesAgo * 60_000);
    const old = await buildForumPost(testApp, { boardId: board.id, lastActivityAt: at(30) });
    const recent = await buildForumPost(testApp, { boardId: board.id, lastActivityAt: at(1) });
    const essence = await buildForumPost(testApp, {
      boardId: board.id,
      isEssence: true,
      lastActivityAt: at(60),
    });
    const top = await buildForumPost(testApp, {
      boardId: board.id,
      isTop: true,
      lastActivityAt: at(90),
    });
    const pending = await buildForumPost(testApp, { boardId: board.id, status: "pending" });
    await buildForumPost(testApp, { boardId: board.id, hiddenByReports: true });
    const page = await visitor.get(
      `/api/postsController/queryPostsPageByTopicId?topicId=${board.id}`,
    );
    expect(ids(page)).toEqual([top.id, essence.id, recent.id, old.id]);
    expect(page.data.total).toBe(4);
    expect(page.data.list[0]).toMatchObject({
      topicId: board.id,
      title: top.title,
      excerpt: expect.any(String),
    });
    const paged = await visitor.get(
      `/api/postsController/queryPostsPageByTopicId?topicId=${board.id}&pageSize=3&page=2`,
    );
    expect(ids(paged)).toEqual([old.id]);

    const staffUrl = `/api/postsController/findPostsPageByTopicId?topicId=${board.id}`;
    expect((await visitor.get(staffUrl)).status).toBe(401);
    expect((await member.get(staffUrl)).status).toBe(403);
    expect((await staff.get(staffUrl)).data.total).toBe(6);
    expect(ids(await staff.get(`${staffUrl}&status=pending`))).toEqual([pending.id]);
    expect((await staff.get(`${staffUrl}&status=nope`)).status).toBe(400);
    expect(
      (await visitor.get("/api/postsController/queryPostsPageByTopicId?topicId=0")).status,
    ).toBe(400);
  });

  it("lists unanswered posts newest first", async () => {
    const board = await buildBoard(testApp);
    const answered = await buildForumPost(testApp, { boardId: board.id, replyCount: 1 });
    const first = await buildForumPost(testApp, { boardId: board.id });
    testApp.advance(1000);
    const second = await buildForumPost(testApp, { boardId: board.id });
    const page = await visitor.get(`/api/postsController/queryUnansweredPosts?topicId=${board.id}`);
    expect(ids(page)).toEqual([second.id, first.id]);
    expect(ids(page)).not.toContain(answered.id);
  });
});

describe("hot posts", () => {
  it("weighs replies, likes and views of the last 7 days, older days less", async () => {
    const board = await buildBoard(testApp);
    const now = testApp.now();
    const dayAgo = (days: number) => activityDay(new Date(now.getTime() - days * day));
    const fresh = await buildForumPost(testApp, { boardId: board.id });
    const faded = await buildForumPost(testApp, { boardId: board.id });
    const expired = await buildForumPost(testApp, { boardId: board.id });
    const hidden = await buildForumPost(testApp, { boardId: board.id, hiddenByReports: true });
    await testApp.db.insert(forumPostActivity).values([
      { postId: fresh.id, day: dayAgo(0), replies: 2, likes: 1, views: 10 },
      { postId: faded.id, day: dayAgo(5), replies: 4, likes: 2, views: 20 },
      { postId: expired.id, day: dayAgo(8), replies: 100 },
      { postId: hidden.id, day: dayAgo(0), replies: 100 },
    ]);
    // A later period on the app's clock than any earlier read of the cache.
    testApp.advance(120_000);
    const hot = await visitor.get("/api/postsController/queryHotPosts?limit=20");
    expect(hot.status).toBe(200);
    const order = hot.data.map((row: { id: number }) => row.id);
    expect(order.indexOf(fresh.id)).toBeLessThan(order.indexOf(faded.id));
    expect(order.indexOf(faded.id)).toBeGreaterThanOrEqual(0);
    expect(order).not.toContain(expired.id);
    expect(order).not.toContain(hidden.id);
    expect((await visitor.get("/api/postsController/queryHotPosts?limit=500")).status).toBe(400);
  });
});

describe("excerpts", () => {
  it("keep a log's lines apart and never show markup, even a tag cut by the head", async () => {
    const board = await buildBoard(testApp);
    // Empty paragraphs put a link's tag across the 1,000 characters the lists read of a body.
    const emptyLines = "<p><br></p>".repeat(85);
    await buildForumPost(testApp, {
      boardId: board.id,
      content: `<p>Log:</p><pre>AT+CGPADDR\r\n+CGPADDR: 1,10.0.0.2\r\nOK</pre>${emptyLines}<a href="https://example.com/very/long/address">x</a>`,
    });
    const page = await visitor.get(
      `/api/postsController/queryPostsPageByTopicId?topicId=${board.id}`,
    );
    const excerpt = page.data.list[0].excerpt as string;
    expect(excerpt).toBe("Log: AT+CGPADDR +CGPADDR: 1,10.0.0.2 OK");
  });
});

describe("search", () => {
  it("finds Chinese two-character words, Traditional queries, English words and AT commands, paged", async () => {
    const board = await buildBoard(testApp);
    const chinese = await buildForumPost(testApp, {
      boardId: board.id,
      title: "M5310A 无法注册网络",
      content: "<p>模组上电后一直搜网，信号质量很差</p>",
    });
    const english = await buildForumPost(testApp, {
      boardId: board.id,
      title: "ML302 PPP dial fails",
      content: "<p>The <b>carrier</b> hangs up after CONNECT</p>",
    });
    const command = await buildForumPost(testApp, {
      boardId: board.id,
      title: "信号问题",
      content: "<p>AT+CSQ answers 99,99</p>",
    });
    await buildForumPost(testApp, { boardId: board.id, title: "注册 hidden", status: "pending" });
    const search = (keyword: string, query: Record<string, number> = {}) =>
      visitor.get("/api/postsController/search", { query: { keyword, ...query } });
    expect(ids(await search("注册"))).toEqual([chinese.id]);
    expect(ids(await search("信號質量"))).toEqual([chinese.id]);
    expect(ids(await search("網絡"))).toEqual([chinese.id]);
    expect(ids(await search("carrier"))).toEqual([english.id]);
    expect(ids(await search("PPP Dial"))).toEqual([english.id]);
    expect(ids(await search("AT+CSQ"))).toEqual([command.id]);
    expect(ids(await search("at+csq 99"))).toEqual([command.id]);
    expect(ids(await search("csq"))).toEqual([command.id]);
    expect(ids(await search("信号"))).toEqual([command.id, chinese.id]);
    const firstPage = await search("信号", { pageSize: 1 });
    expect(firstPage.data).toMatchObject({
      total: 2,
      totalCapped: false,
      list: [{ id: command.id, title: "信号问题" }],
    });
    expect(ids(await search("信号", { pageSize: 1, page: 2 }))).toEqual([chinese.id]);
    expect((await search("注册网络失败")).data.total).toBe(0);
    expect((await search("")).status).toBe(400);
    expect((await search("x".repeat(51))).status).toBe(400);
  });

  it("follows a post: published, hidden by reports, deleted, queued and approved", async () => {
    const search = async (keyword: string) =>
      ids(await visitor.get("/api/postsController/search", { query: { keyword } }));
    const board = await buildBoard(testApp);
    // Staff publish at once (a new member's first posts wait in the audit queue).
    const sent = await staff.post("/api/postsController/publishPosts", {
      topicId: board.id,
      title: "ML307R 休眠唤醒失败",
      content: "<p>PSM wakeup fails after T3412</p>",
    });
    expect(sent.data).toMatchObject({ status: "published" });
    const published = sent.data.id;
    expect(await search("休眠 wakeup")).toEqual([published]);
    // Written behind the API's back: the search index reads it now, as a write's answer would.
    const setPost = async (values: Partial<typeof forumPosts.$inferInsert>) => {
      await testApp.db.update(forumPosts).set(values).where(eq(forumPosts.id, published));
      await testApp.app.searchIndex.catchUp();
    };
    await setPost({ hiddenByReports: true });
    expect(await search("休眠")).toEqual([]);
    await setPost({ hiddenByReports: false });
    expect(await search("休眠")).toEqual([published]);
    await setPost({ status: "deleted" });
    expect(await search("休眠")).toEqual([]);
    const queued = await buildForumPost(testApp, {
      boardId: board.id,
      title: "T3412 timer question",
      status: "pending",
    });
    expect(await search("t3412")).toEqual([]);
    await staff.post("/api/manualAuditController/verifyPublishContent", {
      id: queued.id,
      kind: "post",
      approve: true,
    });
    expect(await search("t3412")).toEqual([queued.id]);
  });

  it("counts every match of common words exactly, newest first, and follows a deletion", async () => {
    const board = await buildBoard(testApp);
    const author = (await buildForumPost(testApp, { boardId: board.id })).authorId;
    const posts = 301;
    // Every post holds two common words; the oldest also a rare one.
    await testApp.db.execute(sql`
      insert into ${forumPosts} (board_id, author_id, title, content, status, content_hash)
      select ${board.id}, ${author}, 'Plentiful ' || i,
        case when i = 1 then '<p>plentiful abundant scarce</p>' else '<p>plentiful abundant</p>' end,
        'published', md5(i::text)
      from generate_series(1, ${posts}) as i`);
    await testApp.app.searchIndex.catchUp();
    const search = (keyword: string, page = 1) =>
      visitor.get("/api/postsController/search", { query: { keyword, page, pageSize: 20 } });
    const one = await search("plentiful");
    expect(one.data).toMatchObject({ total: posts, totalCapped: false });
    const [newest = 0] = ids(one);
    expect(ids(one)).toHaveLength(20);
    expect((await search("plentiful", 2)).data.list[0]?.id).toBe(newest - 20);
    const both = await search("plentiful abundant");
    expect(both.data).toMatchObject({ total: posts, totalCapped: false });
    expect(ids(both)[0]).toBe(newest);
    expect(ids(await search("plentiful abundant", 16))).toEqual([newest - 300]);
    expect((await search("scarce plentiful")).data).toMatchObject({
      total: 1,
      totalCapped: false,
      list: [{ id: newest - 300 }],
    });
    await testApp.db.delete(forumPosts).where(eq(forumPosts.id, newest));
    await testApp.app.searchIndex.catchUp();
    expect((await search("plentiful")).data).toMatchObject({ total: posts - 1 });
  });
});
