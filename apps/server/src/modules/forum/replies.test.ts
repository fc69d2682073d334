import { permissions } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, signIn } from "../../test-support/accounts.ts";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import { buildBoard, buildForumPost, buildForumReply } from "../../test-support/factories/forum.ts";
import { defaultTestPassword } from "../../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { userMessages } from "../message/schema.ts";
import { users } from "../user/schema.ts";
import { forumModerationActions } from "./schema.ts";

let testApp: TestApp;
let visitor: ApiClient;
let staff: ApiClient;
let boardId: number;

async function member(overrides: { isEngineer?: boolean } = {}) {
  const account = await signedIn(testApp, overrides);
  return { ...account, client: visitor.as(account) };
}

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  staff = visitor.as(await signedIn(testApp, { permissions: [permissions.forumModerate] }));
  boardId = (await buildBoard(testApp)).id;
});
afterAll(async () => {
  await testApp.close();
});

const messagesOf = (userId: number, kind: string) =>
  testApp.db
    .select()
    .from(userMessages)
    .where(and(eq(userMessages.userId, userId), eq(userMessages.kind, kind)));

describe("replying", () => {
  it("answers {id, status}, threads one level, marks engineers, and tells the author and followers", async () => {
    const author = await member();
    const follower = await member();
    const engineer = await member({ isEngineer: true });
    const post = await buildForumPost(testApp, { boardId, authorId: author.user.id });
    await follower.client.post("/api/postsController/postsToFocus", { postId: post.id });
    expect(
      (await visitor.post("/api/follow/sendPost", { postId: post.id, content: "<p>x</p>" })).status,
    ).toBe(401);
    const first = await engineer.client.post("/api/follow/sendPost", {
      postId: post.id,
      content: "<p>Check the APN<script>x</script></p>",
    });
    expect(first.data).toEqual({ id: expect.any(Number), status: "published" });
    const child = await follower.client.post("/api/follow/sendPost", {
      postId: post.id,
      content: "<p>Thanks</p>",
      parentId: first.data.id,
    });
    const grandchild = await author.client.post("/api/follow/sendPost", {
      postId: post.id,
      content: "<p>Works</p>",
      parentId: child.data.id,
    });
    expect(grandchild.status).toBe(200);
    const listed = await follower.client.get(`/api/follow/findFollowPosts?postId=${post.id}`);
    expect(listed.data.total).toBe(1);
    expect(listed.data.list[0]).toMatchObject({
      id: first.data.id,
      content: "<p>Check the APN</p>",
      certified: true,
      author: { id: engineer.user.id, title: "engineer" },
      children: [
        { id: child.data.id, parentId: first.data.id, isAuthor: true, author: { title: "member" } },
        { id: grandchild.data.id, parentId: first.data.id },
      ],
    });
    expect(await messagesOf(author.user.id, "reply")).toHaveLength(2);
    // The follower's own reply tells them nothing, and the author's comes while the engineer's
    // news of the post is still unread: one message.
    expect(await messagesOf(follower.user.id, "reply")).toHaveLength(0);
    expect(await messagesOf(follower.user.id, "followed_reply")).toHaveLength(1);
    const detail = await visitor.get(`/api/postsController/queryPostsDetailById?id=${post.id}`);
    expect(detail.data.replyCount).toBe(3);
  });

  it("refuses a locked post (but not its moderator), a hidden post, a foreign parent and bad input", async () => {
    const writer = await member();
    const locked = await buildForumPost(testApp, { boardId, isLocked: true });
    const refused = await writer.client.post("/api/follow/sendPost", {
      postId: locked.id,
      content: "<p>x</p>",
    });
    expect(refused.status).toBe(409);
    expect(refused.msg).toMatch(/locked/);
    expect(
      (await staff.post("/api/follow/sendPost", { postId: locked.id, content: "<p>x</p>" })).status,
    ).toBe(200);
    const pending = await buildForumPost(testApp, { boardId, status: "pending" });
    expect(
      (
        await writer.client.post("/api/follow/sendPost", {
          postId: pending.id,
          content: "<p>x</p>",
        })
      ).status,
    ).toBe(404);
    const other = await buildForumPost(testApp, { boardId });
    const foreign = await buildForumReply(testApp, { postId: other.id });
    const open = await buildForumPost(testApp, { boardId });
    expect(
      (
        await writer.client.post("/api/follow/sendPost", {
          postId: open.id,
          content: "<p>x</p>",
          parentId: foreign.id,
        })
      ).status,
    ).toBe(404);
    expect(
      (await writer.client.post("/api/follow/sendPost", { postId: open.id, content: "" })).status,
    ).toBe(400);
    expect(
      (await writer.client.post("/api/follow/sendPost", { postId: -1, content: "<p>x</p>" }))
        .status,
    ).toBe(400);
    expect((await visitor.get("/api/follow/findFollowPosts?postId=abc")).status).toBe(400);
  });

  it("queues a reply with a sensitive word, shown to its author only", async () => {
    const writer = await member();
    const reader = await member();
    const post = await buildForumPost(testApp, { boardId });
    const sent = await writer.client.post("/api/follow/sendPost", {
      postId: post.id,
      content: "<p>代开发票</p>",
    });
    expect(sent.data.status).toBe("pending");
    expect(
      (await reader.client.get(`/api/follow/findFollowPosts?postId=${post.id}`)).data.total,
    ).toBe(0);
    const own = await writer.client.get(`/api/follow/findFollowPosts?postId=${post.id}`);
    expect(own.data.list).toMatchObject([{ id: sent.data.id, status: "pending" }]);
  });

  it("lists the adopted reply first, then certified ones, then the oldest", async () => {
    const post = await buildForumPost(testApp, { boardId });
    const oldest = await buildForumReply(testApp, { postId: post.id });
    testApp.advance(1000);
    const certified = await buildForumReply(testApp, { postId: post.id, certified: true });
    testApp.advance(1000);
    const adopted = await buildForumReply(testApp, { postId: post.id });
    const author = visitor.as(await signInAs(post.authorId));
    expect(
      (await author.post("/api/postsController/adopted", { postId: post.id, replyId: adopted.id }))
        .status,
    ).toBe(200);
    const listed = await visitor.get(`/api/follow/findFollowPosts?postId=${post.id}&pageSize=2`);
    expect(listed.data.list.map((reply: { id: number }) => reply.id)).toEqual([
      adopted.id,
      certified.id,
    ]);
    expect(listed.data.list[0].adopted).toBe(true);
    expect(listed.data.total).toBe(3);
    const second = await visitor.get(
      `/api/follow/findFollowPosts?postId=${post.id}&pageSize=2&page=2`,
    );
    expect(second.data.list.map((reply: { id: number }) => reply.id)).toEqual([oldest.id]);
  });
});

/** Signs in the author a factory built (its password is the test default). */
async function signInAs(userId: number) {
  const [user] = await testApp.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error("no such user");
  return signIn(testApp, user.phone, defaultTestPassword);
}

describe("reply votes and deletion", () => {
  it("toggles likes and dislikes of a reply exclusively", async () => {
    const reader = await member();
    const post = await buildForumPost(testApp, { boardId });
    const reply = await buildForumReply(testApp, { postId: post.id });
    expect((await visitor.post("/api/follow/like", { id: reply.id })).status).toBe(401);
    expect((await reader.client.post("/api/follow/like", { id: reply.id })).data).toEqual({
      liked: true,
      disliked: false,
      likeCount: 1,
      dislikeCount: 0,
    });
    expect((await reader.client.post("/api/follow/dislike", { id: reply.id })).data).toEqual({
      liked: false,
      disliked: true,
      likeCount: 0,
      dislikeCount: 1,
    });
    const listed = await reader.client.get(`/api/follow/findFollowPosts?postId=${post.id}`);
    expect(listed.data.list[0]).toMatchObject({ myVote: -1, dislikeCount: 1 });
    expect((await reader.client.post("/api/follow/like", { id: 2147483647 })).status).toBe(404);
  });

  it("lets the author or a moderator delete a reply, and records the moderator's", async () => {
    const writer = await member();
    const other = await member();
    const post = await buildForumPost(testApp, { boardId });
    const own = await buildForumReply(testApp, { postId: post.id, authorId: writer.user.id });
    expect((await other.client.post("/api/follow/deletePost", { id: own.id })).status).toBe(403);
    expect((await writer.client.post("/api/follow/deletePost", { id: own.id })).status).toBe(200);
    expect((await writer.client.post("/api/follow/deletePost", { id: own.id })).status).toBe(404);
    const moderated = await buildForumReply(testApp, { postId: post.id, authorId: writer.user.id });
    expect(
      (await staff.post("/api/follow/deletePost", { id: moderated.id, reason: "off topic" }))
        .status,
    ).toBe(200);
    const actions = await testApp.db
      .select()
      .from(forumModerationActions)
      .where(eq(forumModerationActions.replyId, moderated.id));
    expect(actions).toMatchObject([{ action: "delete", reason: "off topic", postId: post.id }]);
    expect(await messagesOf(writer.user.id, "moderation")).toHaveLength(1);
    expect((await visitor.get(`/api/follow/findFollowPosts?postId=${post.id}`)).data.total).toBe(0);
  });
});

describe("adopting", () => {
  it("refuses one's own reply, other members, a second adoption; a moderator may adopt", async () => {
    const author = await member();
    const other = await member();
    const post = await buildForumPost(testApp, { boardId, authorId: author.user.id });
    const own = await buildForumReply(testApp, { postId: post.id, authorId: author.user.id });
    const answer = await buildForumReply(testApp, { postId: post.id });
    const second = await buildForumReply(testApp, { postId: post.id });
    const adopt = (client: ApiClient, replyId: number) =>
      client.post("/api/postsController/adopted", { postId: post.id, replyId });
    expect((await adopt(visitor, answer.id)).status).toBe(401);
    expect((await adopt(author.client, own.id)).status).toBe(400);
    expect((await adopt(other.client, answer.id)).status).toBe(403);
    expect((await adopt(author.client, 2147483647)).status).toBe(404);
    expect((await adopt(author.client, answer.id)).status).toBe(200);
    const again = await adopt(author.client, second.id);
    expect(again.status).toBe(409);
    expect(again.msg).toMatch(/already been adopted/);
    expect(await messagesOf(answer.authorId, "adoption")).toHaveLength(1);

    const moderatedPost = await buildForumPost(testApp, { boardId });
    const reply = await buildForumReply(testApp, { postId: moderatedPost.id });
    expect(
      (
        await staff.post("/api/postsController/adopted", {
          postId: moderatedPost.id,
          replyId: reply.id,
        })
      ).status,
    ).toBe(200);
    const actions = await testApp.db
      .select()
      .from(forumModerationActions)
      .where(eq(forumModerationActions.postId, moderatedPost.id));
    expect(actions).toMatchObject([{ action: "adopt", replyId: reply.id }]);
  });
});
