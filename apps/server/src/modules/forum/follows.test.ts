import { permissions } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import { buildBoard, buildForumPost, buildForumReply } from "../../test-support/factories/forum.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { userMessages } from "../message/schema.ts";
import { users } from "../user/schema.ts";
import { forumPosts } from "./schema.ts";

let testApp: TestApp;
let visitor: ApiClient;
let staff: ApiClient;
const dayMs = 24 * 60 * 60 * 1000;

/** A signed-in member; `settled` members are past their first day, so their posts go out at once. */
async function member({ settled = true, email }: { settled?: boolean; email?: string } = {}) {
  const account = await signedIn(testApp, {
    ...(settled ? { createdAt: new Date(testApp.now().getTime() - 2 * dayMs) } : {}),
    ...(email ? { email } : {}),
  });
  return { ...account, id: account.user.id, client: visitor.as(account) };
}

const noticesOf = (userId: number, kind?: string) =>
  testApp.db
    .select()
    .from(userMessages)
    .where(and(eq(userMessages.userId, userId), kind ? eq(userMessages.kind, kind) : undefined));

async function publish(author: { client: ApiClient }, boardId: number, title: string) {
  const answer = await author.client.post("/api/postsController/publishPosts", {
    topicId: boardId,
    title,
    content: `<p>${title}, with a body of its own</p>`,
  });
  expect(answer.status).toBe(200);
  return answer.data as { id: number; status: string };
}

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  staff = visitor.as(await signedIn(testApp, { permissions: [permissions.forumModerate] }));
});
afterAll(async () => {
  await testApp.close();
});

describe("following and letting go", () => {
  it("follows a member, a board and a post, idempotently, and answers oneFocusOn", async () => {
    const reader = await member();
    const other = await member();
    const board = await buildBoard(testApp);
    const post = await buildForumPost(testApp, { boardId: board.id });
    for (const [targetType, targetId] of [
      ["user", other.id],
      ["topic", board.id],
      ["post", post.id],
    ] as const) {
      const target = { targetType, targetId };
      const state = () => reader.client.get("/api/user/oneFocusOn", { query: target });
      expect((await state()).data).toEqual({ following: false });
      for (const follow of [true, true, false, false]) {
        const answer = await reader.client.post(
          follow ? "/api/user/focusOn" : "/api/user/disFocusOn",
          target,
        );
        expect(answer.status).toBe(200);
        expect(answer.data).toEqual({ following: follow });
        expect((await state()).data).toEqual({ following: follow });
      }
    }
  });

  it("keeps a post's follow count with postsToFocus and focusOn sharing the follows", async () => {
    const [first, second] = [await member(), await member()];
    const post = await buildForumPost(testApp);
    const followCount = async () =>
      (await testApp.db.select().from(forumPosts).where(eq(forumPosts.id, post.id)))[0]
        ?.followCount;
    const target = { targetType: "post", targetId: post.id };
    await first.client.post("/api/user/focusOn", target);
    await first.client.post("/api/user/focusOn", target);
    expect(await followCount()).toBe(1);
    const toggled = await second.client.post("/api/postsController/postsToFocus", {
      postId: post.id,
    });
    expect(toggled.data).toEqual({ followed: true, followCount: 2 });
    expect(
      (await second.client.get("/api/user/oneFocusOn", { query: target })).data.following,
    ).toBe(true);
    await second.client.post("/api/user/disFocusOn", target);
    expect(await followCount()).toBe(1);
    expect(
      (await first.client.post("/api/postsController/postsToFocus", { postId: post.id })).data,
    ).toEqual({ followed: false, followCount: 0 });
  });

  it("refuses following oneself (400), unknown targets (404), bad input (400) and visitors (401)", async () => {
    const reader = await member();
    const self = await reader.client.post("/api/user/focusOn", {
      targetType: "user",
      targetId: reader.id,
    });
    expect(self.status).toBe(400);
    expect(self.msg).toMatch(/yourself/);
    expect(
      (
        await reader.client.get("/api/user/oneFocusOn", {
          query: { targetType: "user", targetId: reader.id },
        })
      ).data,
    ).toEqual({ following: false });
    const deleted = await member();
    await testApp.db.update(users).set({ status: "deleted" }).where(eq(users.id, deleted.id));
    const hidden = await buildForumPost(testApp, { status: "pending" });
    const gone = await buildForumPost(testApp, { status: "deleted" });
    for (const target of [
      { targetType: "user", targetId: 2_147_483_000 },
      { targetType: "user", targetId: deleted.id },
      { targetType: "topic", targetId: 2_147_483_000 },
      { targetType: "post", targetId: 2_147_483_000 },
      { targetType: "post", targetId: gone.id },
    ]) {
      expect((await reader.client.post("/api/user/focusOn", target)).status).toBe(404);
      expect((await reader.client.post("/api/user/disFocusOn", target)).status).toBe(404);
      expect((await reader.client.get("/api/user/oneFocusOn", { query: target })).status).toBe(404);
    }
    // A post readers cannot see is not followed, but letting go of it is fine.
    const hiddenTarget = { targetType: "post", targetId: hidden.id };
    expect((await reader.client.post("/api/user/focusOn", hiddenTarget)).status).toBe(404);
    expect((await reader.client.post("/api/user/disFocusOn", hiddenTarget)).status).toBe(200);
    for (const body of [
      { targetType: "board", targetId: 1 },
      { targetType: "user", targetId: 0 },
      { targetType: "user", targetId: "x" },
      { targetType: "user" },
      {},
    ]) {
      expect((await reader.client.post("/api/user/focusOn", body)).status).toBe(400);
    }
    expect(
      (await reader.client.get("/api/user/oneFocusOn", { query: { targetType: "user" } })).status,
    ).toBe(400);
    const target = { targetType: "user", targetId: reader.id };
    expect((await visitor.post("/api/user/focusOn", target)).status).toBe(401);
    expect((await visitor.post("/api/user/disFocusOn", target)).status).toBe(401);
    expect((await visitor.get("/api/user/oneFocusOn", { query: target })).status).toBe(401);
    for (const path of [
      "queryUserFocusUsers",
      "queryUserFocusPosts",
      "queryUserFocusTopics",
      "queryUserFollowers",
      "followSettings",
    ]) {
      expect((await visitor.get(`/api/user/${path}`)).status).toBe(401);
    }
    expect((await visitor.post("/api/user/followSettings", { delivery: "digest" })).status).toBe(
      401,
    );
  });
});

describe("follow lists", () => {
  it("lists the members, boards and posts a member follows, paged, newest first", async () => {
    const reader = await member();
    const [first, second] = [await member(), await member()];
    const board = await buildBoard(testApp, { name: "模组", nameEn: "Modules" });
    const post = await buildForumPost(testApp, { boardId: board.id, title: "APN question" });
    const hidden = await buildForumPost(testApp, { boardId: board.id });
    for (const target of [
      { targetType: "user", targetId: first.id },
      { targetType: "user", targetId: second.id },
      { targetType: "topic", targetId: board.id },
      { targetType: "post", targetId: post.id },
      { targetType: "post", targetId: hidden.id },
    ]) {
      testApp.advance(1000);
      await reader.client.post("/api/user/focusOn", target);
    }
    await testApp.db
      .update(forumPosts)
      .set({ hiddenByReports: true })
      .where(eq(forumPosts.id, hidden.id));
    const members = await reader.client.get("/api/user/queryUserFocusUsers", {
      query: { page: 1, pageSize: 1 },
    });
    expect(members.data).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 1,
      list: [{ id: second.id, nickname: second.user.nickname, avatarUrl: null }],
    });
    const boards = await reader.client.get("/api/user/queryUserFocusTopics");
    expect(boards.data).toMatchObject({
      total: 1,
      // No English version is stored: the original, with its language.
      list: [{ id: board.id, name: "模组", nameLanguage: "zh-CN" }],
    });
    const posts = await reader.client.get("/api/user/queryUserFocusPosts");
    expect(posts.data).toMatchObject({ total: 1, list: [{ id: post.id, title: "APN question" }] });
    await reader.client.post("/api/user/disFocusOn", { targetType: "user", targetId: second.id });
    expect((await reader.client.get("/api/user/queryUserFocusUsers")).data).toMatchObject({
      total: 1,
      list: [{ id: first.id }],
    });
    expect(
      (await reader.client.get("/api/user/queryUserFocusUsers", { query: { pageSize: 101 } }))
        .status,
    ).toBe(400);
  });

  it("lists a member's followers (theirs publicly by id) and counts both sides", async () => {
    const star = await member();
    const [fan, otherFan, gone] = [await member(), await member(), await member()];
    for (const follower of [fan, otherFan, gone]) {
      await follower.client.post("/api/user/focusOn", { targetType: "user", targetId: star.id });
    }
    await star.client.post("/api/user/focusOn", { targetType: "user", targetId: fan.id });
    await testApp.db.update(users).set({ status: "deleted" }).where(eq(users.id, gone.id));
    const mine = await star.client.get("/api/user/queryUserFollowers");
    expect(mine.data.total).toBe(2);
    expect(mine.data.list.map((row: { id: number }) => row.id).sort()).toEqual(
      [fan.id, otherFan.id].sort(),
    );
    const theirs = await visitor.get("/api/user/queryUserFollowers", { query: { id: star.id } });
    expect(theirs.data.total).toBe(2);
    expect(theirs.data.list[0]).not.toHaveProperty("phone");
    expect((await visitor.get("/api/user/followCounts", { query: { id: star.id } })).data).toEqual({
      followers: 2,
      following: 1,
    });
    expect((await visitor.get("/api/user/followCounts", { query: { id: gone.id } })).status).toBe(
      404,
    );
    expect(
      (await visitor.get("/api/user/queryUserFollowers", { query: { id: 2_147_483_000 } })).status,
    ).toBe(404);
    expect((await visitor.get("/api/user/followCounts", { query: { id: "x" } })).status).toBe(400);
    expect((await visitor.get("/api/user/followCounts")).status).toBe(400);
  });
});

describe("delivery", () => {
  it("answers instant until the member chooses the digest, and refuses anything else", async () => {
    const reader = await member();
    expect((await reader.client.get("/api/user/followSettings")).data).toEqual({
      delivery: "instant",
    });
    for (const delivery of ["digest", "digest", "instant", "digest"]) {
      expect((await reader.client.post("/api/user/followSettings", { delivery })).data).toEqual({
        delivery,
      });
    }
    expect((await reader.client.get("/api/user/followSettings")).data).toEqual({
      delivery: "digest",
    });
    expect(
      (await reader.client.post("/api/user/followSettings", { delivery: "weekly" })).status,
    ).toBe(400);
  });
});

describe("notices of what members follow", () => {
  it("tells a follower of the author and of the board once per new post, and never the author", async () => {
    const author = await member();
    const board = await buildBoard(testApp);
    const [both, ofAuthor, ofBoard, bystander] = [
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    for (const [follower, targetType, targetId] of [
      [both, "user", author.id],
      [both, "topic", board.id],
      [ofAuthor, "user", author.id],
      [ofBoard, "topic", board.id],
      [author, "topic", board.id],
    ] as const) {
      await follower.client.post("/api/user/focusOn", { targetType, targetId });
    }
    const post = await publish(author, board.id, "Cat.1 module drops its network");
    expect(post.status).toBe("published");
    for (const follower of [both, ofAuthor, ofBoard]) {
      const notices = await noticesOf(follower.id, "followed_post");
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        params: { title: "Cat.1 module drops its network" },
        link: `/forum/post/${post.id}`,
        actorId: author.id,
      });
    }
    expect(await noticesOf(author.id)).toHaveLength(0);
    expect(await noticesOf(bystander.id)).toHaveLength(0);
    const unread = await both.client.get("/api/message/unreadCount");
    expect(unread.data.count).toBe(1);
  });

  it("tells followers of a queued post when it is approved, not before", async () => {
    const newcomer = await member({ settled: false });
    const follower = await member();
    const board = await buildBoard(testApp);
    await follower.client.post("/api/user/focusOn", { targetType: "user", targetId: newcomer.id });
    const post = await publish(newcomer, board.id, "First question of a new member");
    expect(post.status).toBe("pending");
    expect(await noticesOf(follower.id)).toHaveLength(0);
    const approved = await staff.post("/api/manualAuditController/verifyPublishContent", {
      id: post.id,
      kind: "post",
      approve: true,
    });
    expect(approved.status).toBe(200);
    expect(await noticesOf(follower.id, "followed_post")).toHaveLength(1);
  });

  it("tells a post's followers of replies with followed_reply, one unread at a time, and its author with reply", async () => {
    const author = await member();
    const follower = await member();
    const [firstReplier, secondReplier] = [await member(), await member()];
    const post = await buildForumPost(testApp, { authorId: author.id });
    await follower.client.post("/api/user/focusOn", { targetType: "post", targetId: post.id });
    await author.client.post("/api/user/focusOn", { targetType: "post", targetId: post.id });
    const reply = (who: { client: ApiClient }) =>
      who.client.post("/api/follow/sendPost", { postId: post.id, content: "<p>Try AT+CSQ</p>" });
    await reply(firstReplier);
    await reply(secondReplier);
    const told = await noticesOf(follower.id);
    expect(told.map((notice) => notice.kind)).toEqual(["followed_reply"]);
    expect(told[0]?.link).toMatch(new RegExp(`^/forum/post/${post.id}\\?reply=`));
    expect((await noticesOf(author.id)).map((notice) => notice.kind)).toEqual(["reply", "reply"]);
    // Once read, the next reply is news again.
    await follower.client.post("/api/message/markAllRead", {});
    await reply(firstReplier);
    expect(await noticesOf(follower.id, "followed_reply")).toHaveLength(2);
    // A follower's own reply tells them nothing.
    await follower.client.post("/api/message/markAllRead", {});
    await reply(follower);
    expect(await noticesOf(follower.id, "followed_reply")).toHaveLength(2);
  });

  it("does not stack a followed_reply on an unread followed_post of the same post", async () => {
    const author = await member();
    const fan = await member();
    const board = await buildBoard(testApp);
    await fan.client.post("/api/user/focusOn", { targetType: "user", targetId: author.id });
    const post = await publish(author, board.id, "A post its fan will follow");
    await fan.client.post("/api/user/focusOn", { targetType: "post", targetId: post.id });
    await buildForumReply(testApp, { postId: post.id });
    const replier = await member();
    await replier.client.post("/api/follow/sendPost", {
      postId: post.id,
      content: "<p>Me too</p>",
    });
    expect((await noticesOf(fan.id)).map((notice) => notice.kind)).toEqual(["followed_post"]);
  });
});

describe("active members", () => {
  it("answers the members with the most visible posts and replies of the last 7 days, most first", async () => {
    testApp.advance(10 * dayMs);
    const [busy, steady, quiet, old] = [
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    const post = await buildForumPost(testApp, { authorId: busy.id });
    await buildForumPost(testApp, { authorId: busy.id });
    await buildForumReply(testApp, { postId: post.id, authorId: busy.id });
    await buildForumReply(testApp, { postId: post.id, authorId: steady.id });
    await buildForumReply(testApp, { postId: post.id, authorId: steady.id });
    await buildForumPost(testApp, { authorId: quiet.id });
    await buildForumReply(testApp, { postId: post.id, authorId: quiet.id, status: "pending" });
    await buildForumPost(testApp, {
      authorId: old.id,
      createdAt: new Date(testApp.now().getTime() - 8 * dayMs),
    });
    const answer = await visitor.get("/api/user/queryActiveUsers");
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual([
      { id: busy.id, nickname: busy.user.nickname, avatarUrl: null, posts: 2, replies: 1 },
      { id: steady.id, nickname: steady.user.nickname, avatarUrl: null, posts: 0, replies: 2 },
      { id: quiet.id, nickname: quiet.user.nickname, avatarUrl: null, posts: 1, replies: 0 },
    ]);
  });
});
