import { forumLimits, permissions } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildBoard, buildForumPost } from "../../test-support/factories/forum.ts";
import { buildProduct } from "../../test-support/factories/product.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { userMessages } from "../message/schema.ts";
import { forumBoardModerators, forumModerationActions } from "./schema.ts";

let testApp: TestApp;
let visitor: ApiClient;
let staff: ApiClient;
let boardId: number;
const month = 30 * 24 * 60 * 60 * 1000;

/** A member whose account is a month old: no new-account rules. */
async function member(): Promise<SignedIn & { client: ApiClient }> {
  const account = await signedIn(testApp, { createdAt: new Date(testApp.now().getTime() - month) });
  return { ...account, client: visitor.as(account) };
}
/** A member who signed up just now. */
async function newcomer(): Promise<SignedIn & { client: ApiClient }> {
  const account = await signedIn(testApp, { createdAt: testApp.now() });
  return { ...account, client: visitor.as(account) };
}

let sequence = 0;
function question(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    topicId: boardId,
    title: `M5310A does not register ${sequence}`,
    content: `<p>AT+CEREG? answers 0,2 for minutes (${sequence})</p>`,
    ...overrides,
  };
}
const minute = 61_000;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  staff = visitor.as(await signedIn(testApp, { permissions: [permissions.forumModerate] }));
  boardId = (await buildBoard(testApp)).id;
});
afterAll(async () => {
  await testApp.close();
});

describe("publishing a post", () => {
  it("publishes a member's question and answers it by id, sanitized, counting views", async () => {
    const author = await member();
    const sent = await author.client.post("/api/postsController/publishPosts", {
      ...question(),
      content: '<p onclick="x()">NB-IoT<script>alert(1)</script></p>',
      tags: ["NB-IoT", "NB-IoT"],
    });
    expect(sent.status).toBe(200);
    expect(sent.data).toEqual({ id: expect.any(Number), status: "published" });
    const detail = await visitor.get(
      `/api/postsController/queryPostsDetailById?id=${sent.data.id}`,
    );
    expect(detail.status).toBe(200);
    expect(detail.data).toMatchObject({
      id: sent.data.id,
      content: "<p>NB-IoT</p>",
      status: "published",
      reward: 0,
      adoptedReplyId: null,
      author: { id: author.user.id, nickname: author.user.nickname },
      tags: ["NB-IoT"],
      viewCount: 1,
      canModerate: false,
      liked: false,
      followed: false,
    });
    const again = await visitor.get(`/api/postsController/queryPostsDetailById?id=${sent.data.id}`);
    expect(again.data.viewCount).toBe(2);
    const board = dataOf(await visitor.get(`/api/topicController/detail?id=${boardId}`), "board");
    expect(board.postCount).toBeGreaterThan(0);
    expect((await visitor.get(`/api/postsController/isPostExist?id=${sent.data.id}`)).data).toEqual(
      { exists: true },
    );
  });

  it("refuses anonymous callers and bad input", async () => {
    expect((await visitor.post("/api/postsController/publishPosts", question())).status).toBe(401);
    const author = await member();
    for (const bad of [
      question({ title: "ab" }),
      question({ topicId: 0 }),
      question({ reward: -1 }),
      question({ reward: forumLimits.rewardMax + 1 }),
      question({ content: "<p> </p>" }),
      question({ tags: ["a", "b", "c", "d", "e", "f"] }),
      question({ attachments: [{ name: "log.txt", url: "https://evil.example/x", size: 1 }] }),
    ]) {
      expect((await author.client.post("/api/postsController/publishPosts", bad)).status).toBe(400);
    }
    expect(
      (
        await author.client.post(
          "/api/postsController/publishPosts",
          question({ topicId: 2147483647 }),
        )
      ).status,
    ).toBe(404);
  });

  it("links published products only", async () => {
    const author = await member();
    const published = await buildProduct(testApp);
    const draft = await buildProduct(testApp, { status: "draft" });
    const linked = await author.client.post(
      "/api/postsController/publishPosts",
      question({ productIds: [published.id, published.id] }),
    );
    expect(linked.status).toBe(200);
    const detail = await visitor.get(
      `/api/postsController/queryPostsDetailById?id=${linked.data.id}`,
    );
    expect(detail.data.productIds).toEqual([published.id]);
    testApp.advance(minute);
    for (const productIds of [[draft.id], [published.id, 2147483000]]) {
      const refused = await author.client.post(
        "/api/postsController/publishPosts",
        question({ productIds }),
      );
      expect(refused.status).toBe(400);
      expect(refused.msg).toMatch(/product/);
    }
  });

  it("asks the board's required template fields", async () => {
    const templated = await buildBoard(testApp, {
      template: [
        { key: "model", label: "模组型号", labelEn: "Module model", kind: "text", required: true },
      ],
    });
    const author = await member();
    const missing = await author.client.post(
      "/api/postsController/publishPosts",
      question({ topicId: templated.id }),
    );
    expect(missing.status).toBe(400);
    expect(missing.msg).toContain("模组型号");
    const given = await author.client.post(
      "/api/postsController/publishPosts",
      question({ topicId: templated.id, templateAnswers: { model: "ML302", unknown: "x" } }),
    );
    expect(given.data.status).toBe("published");
    const detail = await api(testApp)
      .language("en-US")
      .get(`/api/postsController/queryPostsDetailById?id=${given.data.id}`);
    expect(detail.data.templateAnswers).toEqual([
      { key: "model", label: "Module model", value: "ML302" },
    ]);
  });

  it("queues a new account's first two posts, allows three on its first day, and no links or files", async () => {
    const author = await newcomer();
    const publish = (overrides: Record<string, unknown> = {}) =>
      author.client.post("/api/postsController/publishPosts", question(overrides));
    expect(
      (await publish({ content: '<p>See <a href="https://example.com">this</a></p>' })).status,
    ).toBe(400);
    const withFile = await publish({
      attachments: [{ name: "log.txt", url: "/uploads/log.txt", size: 10 }],
    });
    expect(withFile.status).toBe(400);
    expect(withFile.msg).toMatch(/attach/);
    const first = await publish();
    expect(first.data.status).toBe("pending");
    testApp.advance(minute);
    expect((await publish()).data.status).toBe("pending");
    testApp.advance(minute);
    expect((await publish()).data.status).toBe("published");
    testApp.advance(minute);
    const fourth = await publish();
    expect(fourth.status).toBe(429);
    expect(fourth.msg).toMatch(/at most 3 posts/);
  });

  it("allows one post a minute and refuses the same body within 10 minutes", async () => {
    const author = await member();
    const body = "<p>ML302 PPP dial fails with NO CARRIER</p>";
    const publish = (overrides: Record<string, unknown> = {}) =>
      author.client.post("/api/postsController/publishPosts", question(overrides));
    expect((await publish({ content: body })).status).toBe(200);
    const tooSoon = await publish();
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.msg).toMatch(/One post a minute/);
    testApp.advance(minute);
    const same = await publish({ content: "<p>ML302  PPP dial fails with <b>no carrier</b></p>" });
    expect(same.status).toBe(400);
    expect(same.msg).toMatch(/same text/);
    testApp.advance(10 * 60_000);
    expect((await publish({ content: body })).status).toBe(200);
  });

  it("queues a post with a sensitive word; moderators and staff are never queued nor limited", async () => {
    const author = await member();
    const queued = await author.client.post(
      "/api/postsController/publishPosts",
      question({ title: "刷单 模组求购" }),
    );
    expect(queued.data.status).toBe("pending");
    const boardModerator = await newcomer();
    await testApp.db
      .insert(forumBoardModerators)
      .values({ boardId, userId: boardModerator.user.id });
    for (let index = 0; index < 4; index += 1) {
      const sent = await boardModerator.client.post(
        "/api/postsController/publishPosts",
        question({ title: "刷单 警告", content: '<p><a href="https://example.com">rules</a></p>' }),
      );
      expect(sent.data.status).toBe("published");
    }
    const staffPost = await staff.post(
      "/api/postsController/publishPosts",
      question({ title: "刷单 公告" }),
    );
    expect(staffPost.data.status).toBe("published");
  });
});

describe("who sees a post", () => {
  it("answers 404 for a queued or hidden post to everyone but its author and moderators", async () => {
    const author = await member();
    const other = await member();
    for (const state of [
      { status: "pending" },
      { status: "rejected" },
      { hiddenByReports: true },
    ]) {
      const post = await buildForumPost(testApp, { boardId, authorId: author.user.id, ...state });
      const url = `/api/postsController/queryPostsDetailById?id=${post.id}`;
      expect((await visitor.get(url)).status).toBe(404);
      expect((await other.client.get(url)).status).toBe(404);
      expect((await author.client.get(url)).status).toBe(200);
      const asStaff = await staff.get(url);
      expect(asStaff.status).toBe(200);
      expect(asStaff.data.canModerate).toBe(true);
      expect((await visitor.get(`/api/postsController/isPostExist?id=${post.id}`)).data).toEqual({
        exists: false,
      });
      expect(
        (await author.client.get(`/api/postsController/isPostExist?id=${post.id}`)).data,
      ).toEqual({
        exists: true,
      });
    }
    expect((await visitor.get("/api/postsController/queryPostsDetailById?id=0")).status).toBe(400);
  });
});

describe("deleting a post", () => {
  it("lets its author delete it, refuses other members, and records a moderator's deletion", async () => {
    const author = await member();
    const other = await member();
    const own = await buildForumPost(testApp, { boardId, authorId: author.user.id });
    expect(
      (await visitor.post("/api/postsController/delPosts", { id: own.id, reason: "x" })).status,
    ).toBe(401);
    expect(
      (await other.client.post("/api/postsController/delPosts", { id: own.id, reason: "x" }))
        .status,
    ).toBe(403);
    expect(
      (await author.client.post("/api/postsController/delPosts", { id: own.id, reason: "" }))
        .status,
    ).toBe(400);
    expect(
      (await author.client.post("/api/postsController/delPosts", { id: own.id, reason: "solved" }))
        .status,
    ).toBe(200);
    expect(
      (await author.client.get(`/api/postsController/queryPostsDetailById?id=${own.id}`)).status,
    ).toBe(404);
    expect(
      (await author.client.post("/api/postsController/delPosts", { id: own.id, reason: "again" }))
        .status,
    ).toBe(404);

    const moderated = await buildForumPost(testApp, { boardId, authorId: author.user.id });
    expect(
      (await staff.post("/api/postsController/delPosts", { id: moderated.id, reason: "spam" }))
        .status,
    ).toBe(200);
    const actions = await testApp.db
      .select()
      .from(forumModerationActions)
      .where(eq(forumModerationActions.postId, moderated.id));
    expect(actions).toMatchObject([{ action: "delete", reason: "spam" }]);
    const notices = await testApp.db
      .select()
      .from(userMessages)
      .where(and(eq(userMessages.userId, author.user.id), eq(userMessages.kind, "moderation")));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.params).toMatchObject({ action: "delete", reason: "spam" });
  });
});

describe("following and voting", () => {
  it("toggles a follow, and likes and dislikes exclusively", async () => {
    const reader = await member();
    const post = await buildForumPost(testApp, { boardId });
    const focus = () =>
      reader.client.post("/api/postsController/postsToFocus", { postId: post.id });
    expect(
      (await visitor.post("/api/postsController/postsToFocus", { postId: post.id })).status,
    ).toBe(401);
    expect((await focus()).data).toEqual({ followed: true, followCount: 1 });
    expect((await focus()).data).toEqual({ followed: false, followCount: 0 });
    const like = () => reader.client.post("/api/postsController/postsToLike", { postId: post.id });
    const dislike = () =>
      reader.client.post("/api/postsController/postsToDislike", { postId: post.id });
    expect((await like()).data).toEqual({
      liked: true,
      disliked: false,
      likeCount: 1,
      dislikeCount: 0,
    });
    expect((await dislike()).data).toEqual({
      liked: false,
      disliked: true,
      likeCount: 0,
      dislikeCount: 1,
    });
    expect((await dislike()).data).toEqual({
      liked: false,
      disliked: false,
      likeCount: 0,
      dislikeCount: 0,
    });
    await like();
    const detail = await reader.client.get(
      `/api/postsController/queryPostsDetailById?id=${post.id}`,
    );
    expect(detail.data).toMatchObject({ liked: true, disliked: false, likeCount: 1 });
    const likes = await testApp.db
      .select()
      .from(userMessages)
      .where(and(eq(userMessages.userId, post.authorId), eq(userMessages.kind, "like")));
    expect(likes.length).toBeGreaterThan(0);
    const hidden = await buildForumPost(testApp, { boardId, status: "pending" });
    expect(
      (await reader.client.post("/api/postsController/postsToLike", { postId: hidden.id })).status,
    ).toBe(404);
    expect(
      (await reader.client.post("/api/postsController/postsToFocus", { postId: hidden.id })).status,
    ).toBe(404);
    expect(
      (await reader.client.post("/api/postsController/postsToLike", { postId: "1" })).status,
    ).toBe(400);
  });
});
