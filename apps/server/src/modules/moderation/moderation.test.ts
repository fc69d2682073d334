import { type Permission, permissions } from "@portal/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import {
  forumBoardModerators,
  forumBoards,
  forumModerationActions,
  forumPostFollows,
  forumPosts,
  forumReplies,
} from "../forum/schema.ts";
import { userMessages } from "../message/schema.ts";
import { pointsAccounts } from "../points/schema.ts";
import { movePoints } from "../points/use-cases/move-points.ts";
import { forumReports } from "./schema.ts";

let testApp: TestApp;
let visitor: ApiClient;
let staff: ApiClient;
let staffUser: SignedIn;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  staffUser = await signedIn(testApp, { permissions: [permissions.forumModerate] });
  staff = visitor.as(staffUser);
});
afterAll(async () => {
  await testApp.close();
});

/* Forum rows straight in the database: the forum's own routes are another module's. */

let sequence = 0;
const unique = (what: string) => `${what} ${++sequence} ${Math.random().toString(36).slice(2, 8)}`;

async function buildBoard() {
  const [board] = await testApp.db
    .insert(forumBoards)
    .values({ name: unique("版块"), nameEn: unique("Board") })
    .returning();
  if (!board) throw new Error("no board");
  return board;
}

type PostOverrides = Partial<typeof forumPosts.$inferInsert>;

async function buildPost(boardId: number, authorId: number, overrides: PostOverrides = {}) {
  const [post] = await testApp.db
    .insert(forumPosts)
    .values({
      boardId,
      authorId,
      title: unique("Module does not register"),
      content: "<p>The M5311 does not attach to the network after <b>AT+CGATT=1</b>.</p>",
      status: "published",
      contentHash: unique("hash"),
      ...overrides,
    })
    .returning();
  if (!post) throw new Error("no post");
  await recountBoardDirectly(boardId);
  return post;
}

/** What the forum's publishing keeps: the board's count of posts readers see. */
async function recountBoardDirectly(boardId: number) {
  await testApp.db.execute(
    sql`update forum_boards set post_count = (select count(*) from forum_posts where board_id = ${boardId} and status = 'published' and not hidden_by_reports) where id = ${boardId}`,
  );
}

async function buildReply(
  postId: number,
  authorId: number,
  overrides: Partial<typeof forumReplies.$inferInsert> = {},
) {
  const [reply] = await testApp.db
    .insert(forumReplies)
    .values({
      postId,
      authorId,
      content: "<p>Check the APN with AT+CGDCONT?</p>",
      status: "published",
      contentHash: unique("hash"),
      ...overrides,
    })
    .returning();
  if (!reply) throw new Error("no reply");
  await testApp.db.execute(
    sql`update forum_posts set reply_count = (select count(*) from forum_replies where post_id = ${postId} and status = 'published' and not hidden_by_reports) where id = ${postId}`,
  );
  return reply;
}

/** A post whose bounty is held from its author's balance, as publishing holds it. */
async function buildBountyPost(boardId: number, authorId: number, reward: number, status: string) {
  const post = await buildPost(boardId, authorId, { reward, rewardState: "held", status });
  await movePoints(testApp.db, {
    userId: authorId,
    amount: -reward,
    reason: "bounty_hold",
    postId: post.id,
    now: testApp.now(),
    welcomeGrant: 100,
  });
  return post;
}

type Member = SignedIn & { client: ApiClient };

async function member(overrides: { permissions?: Permission[] } = {}): Promise<Member> {
  const signed = await signedIn(testApp, overrides);
  return { ...signed, client: visitor.as(signed) };
}

async function boardModerator(boardId: number): Promise<Member> {
  const moderator = await member();
  await testApp.db.insert(forumBoardModerators).values({ boardId, userId: moderator.user.id });
  return moderator;
}

async function postRow(id: number) {
  const [row] = await testApp.db.select().from(forumPosts).where(eq(forumPosts.id, id));
  if (!row) throw new Error("no post row");
  return row;
}

async function replyRow(id: number) {
  const [row] = await testApp.db.select().from(forumReplies).where(eq(forumReplies.id, id));
  if (!row) throw new Error("no reply row");
  return row;
}

async function boardRow(id: number) {
  const [row] = await testApp.db.select().from(forumBoards).where(eq(forumBoards.id, id));
  if (!row) throw new Error("no board row");
  return row;
}

async function noticesOf(userId: number) {
  return testApp.db
    .select()
    .from(userMessages)
    .where(eq(userMessages.userId, userId))
    .orderBy(userMessages.id);
}

async function actionsOf(postId: number) {
  return testApp.db
    .select()
    .from(forumModerationActions)
    .where(eq(forumModerationActions.postId, postId))
    .orderBy(forumModerationActions.id);
}

/** Every balance and every bounty still held: points are moved, never made or lost. */
async function pointsInPlay() {
  const [balances] = await testApp.db
    .select({ total: sql<number>`coalesce(sum(${pointsAccounts.balance}), 0)::int` })
    .from(pointsAccounts);
  const [held] = await testApp.db
    .select({ total: sql<number>`coalesce(sum(${forumPosts.reward}), 0)::int` })
    .from(forumPosts)
    .where(eq(forumPosts.rewardState, "held"));
  return (balances?.total ?? 0) + (held?.total ?? 0);
}

async function balanceOf(userId: number) {
  const [account] = await testApp.db
    .select({ balance: pointsAccounts.balance })
    .from(pointsAccounts)
    .where(eq(pointsAccounts.userId, userId));
  return account?.balance;
}

const reportPost = (who: Member, postId: number, reason = "Advertising a fake module") =>
  who.client.post("/api/postsController/postsToReport", { postId, reason });
const reportReply = (who: Member, id: number, reason = "Rude and off topic") =>
  who.client.post("/api/follow/report", { id, reason });

describe("reporting", () => {
  it("refuses anonymous reporters with 401", async () => {
    const board = await buildBoard();
    const author = await member();
    const post = await buildPost(board.id, author.user.id);
    const reply = await buildReply(post.id, author.user.id);
    const anonymousPost = await visitor.post("/api/postsController/postsToReport", {
      postId: post.id,
      reason: "spam",
    });
    expect(anonymousPost.status).toBe(401);
    expect(
      (await visitor.post("/api/follow/report", { id: reply.id, reason: "spam" })).status,
    ).toBe(401);
  });

  it("hides a post at the third different member, not before, never counting the author or a repeat", async () => {
    const board = await buildBoard();
    const author = await member();
    const post = await buildPost(board.id, author.user.id);
    expect((await boardRow(board.id)).postCount).toBe(1);
    const [first, second, third] = [await member(), await member(), await member()];

    const own = await reportPost(author, post.id);
    expect(own.status).toBe(403);
    expect(own.msg).toBe("You cannot report what you wrote yourself");

    expect((await reportPost(first, post.id)).data).toEqual({ reported: true, hidden: false });
    const again = await reportPost(first, post.id, "Once more");
    expect(again.status).toBe(409);
    expect(again.msg).toBe("You have already reported this; a moderator will look at it");
    expect((await reportPost(second, post.id)).data).toEqual({ reported: true, hidden: false });
    expect((await postRow(post.id)).hiddenByReports).toBe(false);
    expect((await boardRow(board.id)).postCount).toBe(1);

    expect((await reportPost(third, post.id)).data).toEqual({ reported: true, hidden: true });
    expect((await postRow(post.id)).hiddenByReports).toBe(true);
    expect((await boardRow(board.id)).postCount).toBe(0);

    const reports = await testApp.db
      .select()
      .from(forumReports)
      .where(and(eq(forumReports.targetKind, "post"), eq(forumReports.targetId, post.id)));
    expect(reports).toHaveLength(3);
    expect(reports.every((report) => report.outcome === "open")).toBe(true);
  });

  it("still records a report on hidden content, and shows it hidden to staff", async () => {
    const board = await buildBoard();
    const author = await member();
    const post = await buildPost(board.id, author.user.id, { hiddenByReports: true });
    const late = await member();
    expect((await reportPost(late, post.id)).data).toEqual({ reported: true, hidden: true });
    const detail = await staff.get("/api/postsController/queryManagePostDetail", {
      query: { id: post.id },
    });
    expect(detail.status).toBe(200);
    expect(detail.data).toMatchObject({
      id: post.id,
      status: "published",
      hiddenByReports: true,
      reports: { open: 1, upheld: 0, dismissed: 0 },
    });
  });

  it("hides a reply at the third reporter and takes it out of the post's reply count", async () => {
    const board = await buildBoard();
    const author = await member();
    const replier = await member();
    const post = await buildPost(board.id, author.user.id);
    const reply = await buildReply(post.id, replier.user.id);
    expect((await postRow(post.id)).replyCount).toBe(1);
    expect((await reportReply(replier, reply.id)).status).toBe(403);
    // The post's author is not the reply's author: their report counts.
    await reportReply(author, reply.id);
    await reportReply(await member(), reply.id);
    expect((await replyRow(reply.id)).hiddenByReports).toBe(false);
    const third = await reportReply(await member(), reply.id);
    expect(third.data).toEqual({ reported: true, hidden: true });
    expect((await replyRow(reply.id)).hiddenByReports).toBe(true);
    expect((await postRow(post.id)).replyCount).toBe(0);
  });

  it("counts three reports sent at once as three", async () => {
    const board = await buildBoard();
    const author = await member();
    const post = await buildPost(board.id, author.user.id);
    const reporters = [await member(), await member(), await member()];
    const answers = await Promise.all(reporters.map((reporter) => reportPost(reporter, post.id)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => answer.data.hidden)).toHaveLength(1);
    expect((await postRow(post.id)).hiddenByReports).toBe(true);
  });

  it("refuses bad input and what a reader cannot see", async () => {
    const board = await buildBoard();
    const author = await member();
    const reporter = await member();
    const post = await buildPost(board.id, author.user.id);
    const pending = await buildPost(board.id, author.user.id, { status: "pending" });
    const deletedReply = await buildReply(post.id, author.user.id, { status: "deleted" });
    for (const reason of ["", "   ", "x".repeat(301), "two\nlines"]) {
      expect((await reportPost(reporter, post.id, reason)).status).toBe(400);
    }
    expect(
      (await reporter.client.post("/api/postsController/postsToReport", { postId: 0, reason: "x" }))
        .status,
    ).toBe(400);
    expect(
      (await reporter.client.post("/api/postsController/postsToReport", { postId: post.id }))
        .status,
    ).toBe(400);
    const unknown = await reportPost(reporter, 2_000_000_000);
    expect(unknown.status).toBe(404);
    expect(unknown.msg).toBe("No such post");
    expect((await reportPost(reporter, pending.id)).status).toBe(404);
    expect((await reportReply(reporter, deletedReply.id)).status).toBe(404);
    expect((await reportPost(reporter, post.id, "x".repeat(300))).status).toBe(200);
  });

  it("answers refusals in the reader's language", async () => {
    const board = await buildBoard();
    const author = await member();
    const post = await buildPost(board.id, author.user.id);
    const chinese = await author.client
      .language("zh-CN")
      .post("/api/postsController/postsToReport", { postId: post.id, reason: "广告" });
    expect(chinese.msg).toBe("不能举报自己发布的内容");
    const traditional = await author.client
      .language("zh-TW")
      .post("/api/postsController/postsToReport", { postId: post.id, reason: "廣告" });
    expect(traditional.msg).toBe("不能檢舉自己發佈的內容");
  });
});

describe("what readers see of moderated posts (through the forum's routes)", () => {
  const detail = (client: ApiClient, id: number) =>
    client.get("/api/postsController/queryPostsDetailById", { query: { id } });
  const boardPostIds = async (topicId: number) => {
    const page = await visitor.get("/api/postsController/queryPostsPageByTopicId", {
      query: { topicId },
    });
    expect(page.status).toBe(200);
    return page.data.list.map((post: { id: number }) => post.id);
  };

  it("answers a hidden post 404 to readers, and shows it to its author and moderators", async () => {
    const board = await buildBoard();
    const author = await member();
    const post = await buildPost(board.id, author.user.id);
    const reader = await member();
    expect((await detail(reader.client, post.id)).status).toBe(200);
    for (const reporter of [await member(), await member(), await member()]) {
      await reportPost(reporter, post.id);
    }
    expect((await detail(reader.client, post.id)).status).toBe(404);
    expect((await detail(visitor, post.id)).status).toBe(404);
    expect(await boardPostIds(board.id)).not.toContain(post.id);
    expect((await detail(author.client, post.id)).data).toMatchObject({ id: post.id });
    expect((await detail((await boardModerator(board.id)).client, post.id)).status).toBe(200);
    expect((await detail(staff, post.id)).status).toBe(200);

    await staff.post("/api/postsController/manageReport", { postId: post.id, uphold: false });
    expect((await detail(reader.client, post.id)).status).toBe(200);
    expect(await boardPostIds(board.id)).toContain(post.id);
  });

  it("lists an approved post in its board", async () => {
    const board = await buildBoard();
    const post = await buildPost(board.id, (await member()).user.id, { status: "pending" });
    expect(await boardPostIds(board.id)).not.toContain(post.id);
    await staff.post("/api/manualAuditController/verifyPublishContent", {
      id: post.id,
      kind: "post",
      approve: true,
    });
    expect(await boardPostIds(board.id)).toContain(post.id);
  });
});

describe("deciding reports", () => {
  async function hiddenPost(overrides: { reward?: number } = {}) {
    const board = await buildBoard();
    const author = await member();
    const post = overrides.reward
      ? await buildBountyPost(board.id, author.user.id, overrides.reward, "published")
      : await buildPost(board.id, author.user.id);
    const reporters = [await member(), await member(), await member()];
    for (const reporter of reporters) await reportPost(reporter, post.id);
    expect((await postRow(post.id)).hiddenByReports).toBe(true);
    return { board, author, post, reporters };
  }

  it("lets only moderators of the post's board and forum staff decide", async () => {
    const { board, post } = await hiddenPost();
    const otherBoard = await buildBoard();
    const decide = { postId: post.id, uphold: false };
    expect((await visitor.post("/api/postsController/manageReport", decide)).status).toBe(401);
    const plain = await (await member()).client.post("/api/postsController/manageReport", decide);
    expect(plain.status).toBe(403);
    expect(plain.msg).toBe("Only a moderator of this board or a forum administrator may do this");
    const elsewhere = await boardModerator(otherBoard.id);
    expect((await elsewhere.client.post("/api/postsController/manageReport", decide)).status).toBe(
      403,
    );
    const otherStaff = await member({ permissions: [permissions.contentWrite] });
    expect((await otherStaff.client.post("/api/postsController/manageReport", decide)).status).toBe(
      403,
    );
    const moderator = await boardModerator(board.id);
    const decided = await moderator.client.post("/api/postsController/manageReport", decide);
    expect(decided.status).toBe(200);
    expect(decided.data).toEqual({ outcome: "dismissed", decided: 3 });
  });

  it("upholds: deletes the post with the reason, refunds its bounty and tells everyone", async () => {
    const { board, author, post, reporters } = await hiddenPost({ reward: 30 });
    expect(await balanceOf(author.user.id)).toBe(70);
    const before = await pointsInPlay();
    const moderator = await boardModerator(board.id);
    const answer = await moderator.client.post("/api/postsController/manageReport", {
      postId: post.id,
      uphold: true,
      reason: "Advertising",
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ outcome: "upheld", decided: 3 });

    const row = await postRow(post.id);
    expect(row).toMatchObject({
      status: "deleted",
      statusReason: "Advertising",
      rewardState: "refunded",
    });
    expect(await balanceOf(author.user.id)).toBe(100);
    expect(await pointsInPlay()).toBe(before);
    expect((await boardRow(board.id)).postCount).toBe(0);

    const reports = await testApp.db
      .select()
      .from(forumReports)
      .where(eq(forumReports.targetId, post.id));
    expect(reports.map((report) => report.outcome)).toEqual(["upheld", "upheld", "upheld"]);
    expect(reports.every((report) => report.decidedById === moderator.user.id)).toBe(true);

    for (const reporter of reporters) {
      const notices = await noticesOf(reporter.user.id);
      expect(notices.map((notice) => notice.kind)).toEqual(["report_upheld"]);
      expect(notices[0]?.params).toMatchObject({ title: post.title, reason: "Advertising" });
    }
    const told = await noticesOf(author.user.id);
    expect(told.map((notice) => notice.kind).sort()).toEqual(["bounty_refunded", "moderation"]);
    expect(told.find((notice) => notice.kind === "moderation")?.params).toMatchObject({
      action: "delete",
      reason: "Advertising",
    });
    expect(told.find((notice) => notice.kind === "bounty_refunded")?.params).toMatchObject({
      amount: 30,
    });

    const actions = await actionsOf(post.id);
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({
      action: "delete",
      reason: "Advertising",
      actorId: moderator.user.id,
      replyId: null,
    });

    const twice = await moderator.client.post("/api/postsController/manageReport", {
      postId: post.id,
      uphold: false,
    });
    expect(twice.status).toBe(409);
    expect(await pointsInPlay()).toBe(before);
  });

  it("keeps a bounty whose answer was adopted when the post is deleted", async () => {
    const { post } = await hiddenPost({ reward: 20 });
    await testApp.db
      .update(forumPosts)
      .set({ adoptedReplyId: 1 })
      .where(eq(forumPosts.id, post.id));
    const before = await pointsInPlay();
    await staff.post("/api/postsController/manageReport", { postId: post.id, uphold: true });
    expect((await postRow(post.id)).rewardState).toBe("held");
    expect(await pointsInPlay()).toBe(before);
  });

  it("dismisses a reply's reports: shown again, counted again, reporters told", async () => {
    const board = await buildBoard();
    const author = await member();
    const replier = await member();
    const post = await buildPost(board.id, author.user.id);
    const reply = await buildReply(post.id, replier.user.id);
    const reporters = [await member(), await member(), await member()];
    for (const reporter of reporters) await reportReply(reporter, reply.id);
    expect((await postRow(post.id)).replyCount).toBe(0);

    const answer = await staff.post("/api/follow/manageReport", {
      id: reply.id,
      uphold: false,
      reason: "Blunt but on topic",
    });
    expect(answer.data).toEqual({ outcome: "dismissed", decided: 3 });
    expect(await replyRow(reply.id)).toMatchObject({ hiddenByReports: false, status: "published" });
    expect((await postRow(post.id)).replyCount).toBe(1);
    for (const reporter of reporters) {
      expect((await noticesOf(reporter.user.id)).map((notice) => notice.kind)).toEqual([
        "report_dismissed",
      ]);
    }
    expect((await noticesOf(replier.user.id)).map((notice) => notice.params.action)).toEqual([
      "restore",
    ]);
    expect((await actionsOf(post.id)).map((action) => [action.action, action.replyId])).toEqual([
      ["restore", reply.id],
    ]);
    // Dismissed reports no longer count: three new reporters are needed to hide it again.
    await reportReply(await member(), reply.id);
    expect((await replyRow(reply.id)).hiddenByReports).toBe(false);
  });

  it("upholds a reply: deleted with the reason", async () => {
    const board = await buildBoard();
    const author = await member();
    const post = await buildPost(board.id, author.user.id);
    const reply = await buildReply(post.id, (await member()).user.id);
    await reportReply(await member(), reply.id);
    const answer = await staff.post("/api/follow/manageReport", {
      id: reply.id,
      uphold: true,
      reason: "Spam",
    });
    expect(answer.data).toEqual({ outcome: "upheld", decided: 1 });
    expect(await replyRow(reply.id)).toMatchObject({ status: "deleted", statusReason: "Spam" });
    expect((await postRow(post.id)).replyCount).toBe(0);
  });

  it("refuses a decision with nothing open, an unknown target and bad input", async () => {
    const board = await buildBoard();
    const post = await buildPost(board.id, (await member()).user.id);
    const nothing = await staff.post("/api/postsController/manageReport", {
      postId: post.id,
      uphold: true,
    });
    expect(nothing.status).toBe(409);
    expect(
      (
        await staff.post("/api/postsController/manageReport", {
          postId: 2_000_000_000,
          uphold: true,
        })
      ).status,
    ).toBe(404);
    expect(
      (await staff.post("/api/follow/manageReport", { id: 2_000_000_000, uphold: true })).status,
    ).toBe(404);
    expect(
      (await staff.post("/api/postsController/manageReport", { postId: post.id, uphold: "yes" }))
        .status,
    ).toBe(400);
    expect(
      (
        await staff.post("/api/postsController/manageReport", {
          postId: post.id,
          uphold: true,
          reason: "x".repeat(301),
        })
      ).status,
    ).toBe(400);
  });

  it("lists reported targets with every reporter's record, to moderators of their boards", async () => {
    const board = await buildBoard();
    const otherBoard = await buildBoard();
    const author = await member();
    const [steady, hasty] = [await member(), await member()];
    const first = await buildPost(board.id, author.user.id, { title: unique("First") });
    const second = await buildPost(board.id, author.user.id, { title: unique("Second") });
    const elsewhere = await buildPost(otherBoard.id, author.user.id);
    await reportPost(steady, first.id, "Fake firmware link");
    await reportPost(hasty, first.id, "I disagree");
    await staff.post("/api/postsController/manageReport", { postId: first.id, uphold: true });
    await reportPost(hasty, second.id, "Still disagree");
    await staff.post("/api/postsController/manageReport", { postId: second.id, uphold: false });
    await reportPost(steady, elsewhere.id, "Copied answer");

    const moderator = await boardModerator(board.id);
    const listed = await moderator.client.get("/api/postsController/findReportRecord", {
      query: { pageSize: 10 },
    });
    expect(listed.status).toBe(200);
    const ids = listed.data.list.map((group: { targetId: number }) => group.targetId);
    expect(ids).toEqual([second.id, first.id]);
    const firstGroup = listed.data.list[1];
    expect(firstGroup).toMatchObject({
      kind: "post",
      postId: first.id,
      title: first.title,
      status: "deleted",
      openCount: 0,
      author: { id: author.user.id },
      board: { id: board.id },
    });
    expect(firstGroup.excerpt).toContain("AT+CGATT=1");
    const records = Object.fromEntries(
      firstGroup.reports.map((report: { reason: string; reporter: object }) => [
        report.reason,
        report.reporter,
      ]),
    );
    expect(records["Fake firmware link"]).toMatchObject({
      id: steady.user.id,
      upheld: 1,
      dismissed: 0,
      open: 1,
    });
    expect(records["I disagree"]).toMatchObject({ id: hasty.user.id, upheld: 1, dismissed: 1 });

    const open = await staff.get("/api/postsController/findReportRecord", {
      query: { outcome: "open" },
    });
    expect(open.data.list.map((group: { targetId: number }) => group.targetId)).toContain(
      elsewhere.id,
    );
    expect(open.data.list.map((group: { targetId: number }) => group.targetId)).not.toContain(
      first.id,
    );
    const paged = await moderator.client.get("/api/postsController/findReportRecord", {
      query: { page: 2, pageSize: 1 },
    });
    expect(paged.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.data.list[0].targetId).toBe(first.id);

    expect((await visitor.get("/api/postsController/findReportRecord")).status).toBe(401);
    expect((await (await member()).client.get("/api/follow/findReportRecord")).status).toBe(403);
    expect(
      (await staff.get("/api/follow/findReportRecord", { query: { outcome: "closed" } })).status,
    ).toBe(400);
  });

  it("lists reported replies under the reply path", async () => {
    const board = await buildBoard();
    const post = await buildPost(board.id, (await member()).user.id);
    const reply = await buildReply(post.id, (await member()).user.id, {
      content: "<p>Buy cheap modules at example.com</p>",
    });
    await reportReply(await member(), reply.id, "Spam link");
    const listed = await staff.get("/api/follow/findReportRecord", { query: { outcome: "open" } });
    const group = listed.data.list.find(
      (entry: { targetId: number }) => entry.targetId === reply.id,
    );
    expect(group).toMatchObject({
      kind: "reply",
      postId: post.id,
      title: post.title,
      excerpt: "Buy cheap modules at example.com",
      openCount: 1,
    });
    expect(group.reports[0].reason).toBe("Spam link");
  });
});

describe("the manual audit queue", () => {
  it("is for forum staff only", async () => {
    const board = await buildBoard();
    const moderator = await boardModerator(board.id);
    const plain = await member();
    for (const client of [visitor, plain.client, moderator.client]) {
      const expected = client === visitor ? 401 : 403;
      expect((await client.get("/api/manualAuditController/queryAuditInfo")).status).toBe(expected);
      expect((await client.get("/api/manualAuditController/queryAuditNum")).status).toBe(expected);
      expect(
        (
          await client.post("/api/manualAuditController/verifyPublishContent", {
            id: 1,
            kind: "post",
            approve: true,
          })
        ).status,
      ).toBe(expected);
    }
  });

  it("lists waiting posts and replies oldest first, with why they wait, and counts them", async () => {
    const countBefore = (await staff.get("/api/manualAuditController/queryAuditNum")).data.count;
    const board = await buildBoard();
    const author = await member();
    const host = await buildPost(board.id, author.user.id);
    const start = testApp.now().getTime();
    const newcomer = await buildPost(board.id, author.user.id, {
      status: "pending",
      statusReason: "new_account",
      createdAt: new Date(start - 3000),
    });
    const sensitive = await buildReply(host.id, author.user.id, {
      status: "pending",
      statusReason: "sensitive_words",
      content: "<p>可以代开发票，也可以刷单</p>",
      createdAt: new Date(start - 2000),
    });
    const count = await staff.get("/api/manualAuditController/queryAuditNum");
    expect(count.status).toBe(200);
    expect(count.data).toEqual({ count: countBefore + 2 });

    const queue = await staff.get("/api/manualAuditController/queryAuditInfo", {
      query: { pageSize: 50 },
    });
    expect(queue.status).toBe(200);
    const mine = queue.data.list.filter(
      (item: { postId: number }) => item.postId === host.id || item.postId === newcomer.id,
    );
    expect(mine.map((item: { kind: string; id: number }) => [item.kind, item.id])).toEqual([
      ["post", newcomer.id],
      ["reply", sensitive.id],
    ]);
    expect(mine[0]).toMatchObject({
      reason: "new_account",
      matchedWords: [],
      title: newcomer.title,
      author: { id: author.user.id },
      board: { id: board.id },
    });
    expect(mine[1]).toMatchObject({
      reason: "sensitive_words",
      title: host.title,
      excerpt: "可以代开发票，也可以刷单",
    });
    expect([...mine[1].matchedWords].sort()).toEqual(["代开发票", "刷单"].sort());

    const replies = await staff.get("/api/manualAuditController/queryAuditInfo", {
      query: { kind: "reply", pageSize: 50 },
    });
    expect(replies.data.list.every((item: { kind: string }) => item.kind === "reply")).toBe(true);
    expect(
      (await staff.get("/api/manualAuditController/queryAuditInfo", { query: { kind: "topic" } }))
        .status,
    ).toBe(400);
  });

  it("approving a post publishes it into its board and tells its author", async () => {
    const board = await buildBoard();
    const author = await member();
    const post = await buildPost(board.id, author.user.id, {
      status: "pending",
      statusReason: "new_account",
      lastActivityAt: new Date(testApp.now().getTime() - 3_600_000),
    });
    expect((await boardRow(board.id)).postCount).toBe(0);
    const countBefore = (await staff.get("/api/manualAuditController/queryAuditNum")).data.count;
    const answer = await staff.post("/api/manualAuditController/verifyPublishContent", {
      id: post.id,
      kind: "post",
      approve: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ id: post.id, status: "published" });
    const row = await postRow(post.id);
    expect(row).toMatchObject({ status: "published", statusReason: null });
    expect(row.lastActivityAt.getTime()).toBe(testApp.now().getTime());
    expect((await boardRow(board.id)).postCount).toBe(1);
    expect((await staff.get("/api/manualAuditController/queryAuditNum")).data.count).toBe(
      countBefore - 1,
    );
    const notices = await noticesOf(author.user.id);
    expect(notices.map((notice) => [notice.kind, notice.link])).toEqual([
      ["post_approved", `/forum/post/${post.id}`],
    ]);
    expect((await actionsOf(post.id)).map((action) => action.action)).toEqual(["approve"]);

    const twice = await staff.post("/api/manualAuditController/verifyPublishContent", {
      id: post.id,
      kind: "post",
      approve: false,
      reason: "Too late",
    });
    expect(twice.status).toBe(409);
    expect(twice.msg).toBe("This has already been reviewed");
  });

  it("rejecting needs a reason, tells the author why and gives a held bounty back", async () => {
    const board = await buildBoard();
    const author = await member();
    const post = await buildBountyPost(board.id, author.user.id, 40, "pending");
    expect(await balanceOf(author.user.id)).toBe(60);
    const before = await pointsInPlay();

    const noReason = await staff.post("/api/manualAuditController/verifyPublishContent", {
      id: post.id,
      kind: "post",
      approve: false,
    });
    expect(noReason.status).toBe(400);
    expect(noReason.data).toEqual([{ field: "reason", message: "Please give a reason" }]);
    expect((await postRow(post.id)).status).toBe("pending");

    const answer = await staff.post("/api/manualAuditController/verifyPublishContent", {
      id: post.id,
      kind: "post",
      approve: false,
      reason: "Please post the log as an attachment",
    });
    expect(answer.data).toEqual({ id: post.id, status: "rejected" });
    expect(await postRow(post.id)).toMatchObject({
      status: "rejected",
      statusReason: "Please post the log as an attachment",
      rewardState: "refunded",
    });
    expect(await balanceOf(author.user.id)).toBe(100);
    expect(await pointsInPlay()).toBe(before);
    const notices = await noticesOf(author.user.id);
    expect(notices.map((notice) => notice.kind)).toEqual(["post_rejected", "bounty_refunded"]);
    expect(notices[0]?.params).toMatchObject({
      reason: "Please post the log as an attachment",
      title: post.title,
    });
    expect((await actionsOf(post.id)).map((action) => [action.action, action.reason])).toEqual([
      ["reject", "Please post the log as an attachment"],
    ]);
    const twice = await staff.post("/api/manualAuditController/verifyPublishContent", {
      id: post.id,
      kind: "post",
      approve: true,
    });
    expect(twice.status).toBe(409);
    expect(await pointsInPlay()).toBe(before);
  });

  it("approves and rejects replies", async () => {
    const board = await buildBoard();
    const author = await member();
    const replier = await member();
    const post = await buildPost(board.id, author.user.id);
    const follower = await member();
    await testApp.db.insert(forumPostFollows).values({ postId: post.id, userId: follower.user.id });
    const good = await buildReply(post.id, replier.user.id, { status: "pending" });
    const bad = await buildReply(post.id, replier.user.id, { status: "pending" });
    expect((await postRow(post.id)).replyCount).toBe(0);
    const approved = await staff.post("/api/manualAuditController/verifyPublishContent", {
      id: good.id,
      kind: "reply",
      approve: true,
    });
    expect(approved.data).toEqual({ id: good.id, status: "published" });
    expect((await postRow(post.id)).replyCount).toBe(1);
    const rejected = await staff.post("/api/manualAuditController/verifyPublishContent", {
      id: bad.id,
      kind: "reply",
      approve: false,
      reason: "Off topic",
    });
    expect(rejected.data).toEqual({ id: bad.id, status: "rejected" });
    expect(await replyRow(bad.id)).toMatchObject({ status: "rejected", statusReason: "Off topic" });
    expect((await noticesOf(replier.user.id)).map((notice) => notice.kind)).toEqual([
      "reply_approved",
      "reply_rejected",
    ]);
    expect((await noticesOf(author.user.id)).map((notice) => notice.kind)).toEqual(["reply"]);
    expect((await noticesOf(follower.user.id)).map((notice) => notice.kind)).toEqual([
      "followed_reply",
    ]);
    // A post id is not a reply id: the kind says which table.
    expect(
      (
        await staff.post("/api/manualAuditController/verifyPublishContent", {
          id: 2_000_000_000,
          kind: "reply",
          approve: true,
        })
      ).status,
    ).toBe(404);
  });

  it("decides once when two moderators decide at the same moment", async () => {
    const board = await buildBoard();
    const author = await member();
    const post = await buildBountyPost(board.id, author.user.id, 25, "pending");
    const before = await pointsInPlay();
    const otherStaff = visitor.as(
      await signedIn(testApp, { permissions: [permissions.forumModerate] }),
    );
    const reject = { id: post.id, kind: "post", approve: false, reason: "Duplicate question" };
    const answers = await Promise.all([
      staff.post("/api/manualAuditController/verifyPublishContent", reject),
      otherStaff.post("/api/manualAuditController/verifyPublishContent", reject),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(author.user.id)).toBe(100);
    expect(await pointsInPlay()).toBe(before);
    expect(await actionsOf(post.id)).toHaveLength(1);
  });

  it("refuses bad input", async () => {
    for (const body of [
      { id: 0, kind: "post", approve: true },
      { id: 1, kind: "topic", approve: true },
      { id: 1, kind: "post" },
      { id: 1, kind: "post", approve: false, reason: "x".repeat(301) },
      { id: 1, kind: "post", approve: false, reason: "a\u0000b" },
    ]) {
      expect(
        (await staff.post("/api/manualAuditController/verifyPublishContent", body)).status,
      ).toBe(400);
    }
    expect(
      (await staff.get("/api/manualAuditController/queryAuditInfo", { query: { pageSize: 51 } }))
        .status,
    ).toBe(400);
  });
});

describe("moderator actions", () => {
  it("tops, marks essence and locks a post: recorded, the author told, for its board's moderators", async () => {
    const board = await buildBoard();
    const otherBoard = await buildBoard();
    const author = await member();
    const post = await buildPost(board.id, author.user.id);
    const moderator = await boardModerator(board.id);
    const elsewhere = await boardModerator(otherBoard.id);

    expect(
      (await visitor.post("/api/postsController/postsToTop", { postId: post.id, top: true }))
        .status,
    ).toBe(401);
    expect(
      (await author.client.post("/api/postsController/postsToTop", { postId: post.id, top: true }))
        .status,
    ).toBe(403);
    expect(
      (
        await elsewhere.client.post("/api/postsController/postsToTop", {
          postId: post.id,
          top: true,
        })
      ).status,
    ).toBe(403);

    const topped = await moderator.client.post("/api/postsController/postsToTop", {
      postId: post.id,
      top: true,
    });
    expect(topped.status).toBe(200);
    expect(topped.data).toMatchObject({ id: post.id, topicId: board.id, isTop: true });
    // Setting what is already set records nothing.
    await moderator.client.post("/api/postsController/postsToTop", { postId: post.id, top: true });
    const essence = await staff.post("/api/postsController/postsToEssence", {
      postId: post.id,
      essence: true,
    });
    expect(essence.data).toMatchObject({ isTop: true, isEssence: true, isLocked: false });
    await staff.post("/api/postsController/postsToEssence", { postId: post.id, essence: false });

    const lockedWithout = await moderator.client.post("/api/postsController/lockPosts", {
      postId: post.id,
      locked: true,
    });
    expect(lockedWithout.status).toBe(400);
    expect(lockedWithout.data).toEqual([{ field: "reason", message: "Please give a reason" }]);
    const locked = await moderator.client.post("/api/postsController/lockPosts", {
      postId: post.id,
      locked: true,
      reason: "Solved; please open a new question",
    });
    expect(locked.data).toMatchObject({ isLocked: true });
    expect(
      (
        await moderator.client.post("/api/postsController/lockPosts", {
          postId: post.id,
          locked: false,
        })
      ).data,
    ).toMatchObject({ isLocked: false });

    expect(await postRow(post.id)).toMatchObject({
      isTop: true,
      isEssence: false,
      isLocked: false,
    });
    const actions = await actionsOf(post.id);
    expect(actions.map((action) => [action.action, action.actorId, action.reason])).toEqual([
      ["top", moderator.user.id, null],
      ["essence", staffUser.user.id, null],
      ["unessence", staffUser.user.id, null],
      ["lock", moderator.user.id, "Solved; please open a new question"],
      ["unlock", moderator.user.id, null],
    ]);
    const notices = await noticesOf(author.user.id);
    expect(notices.map((notice) => notice.params.action)).toEqual([
      "top",
      "essence",
      "unessence",
      "lock",
      "unlock",
    ]);
    expect(notices.every((notice) => notice.kind === "moderation")).toBe(true);
    expect(notices[3]?.params.reason).toBe("Solved; please open a new question");
  });

  it("moves a post with a reason and counts both boards again", async () => {
    const from = await buildBoard();
    const to = await buildBoard();
    const author = await member();
    const post = await buildPost(from.id, author.user.id);
    const moderator = await boardModerator(from.id);
    expect((await boardRow(from.id)).postCount).toBe(1);

    const move = (body: object, client = moderator.client) =>
      client.post("/api/postsController/movePosts", body);
    expect((await move({ postId: post.id, topicId: to.id })).status).toBe(400);
    expect((await move({ postId: post.id, topicId: to.id, reason: "" })).status).toBe(400);
    expect((await move({ postId: post.id, topicId: 2_000_000_000, reason: "x" })).status).toBe(404);
    const same = await move({ postId: post.id, topicId: from.id, reason: "x" });
    expect(same.status).toBe(400);
    expect(same.msg).toBe("The post is already in this board");
    expect(
      (await move({ postId: post.id, topicId: to.id, reason: "x" }, author.client)).status,
    ).toBe(403);

    const moved = await move({ postId: post.id, topicId: to.id, reason: "It is about LTE Cat.1" });
    expect(moved.status).toBe(200);
    expect(moved.data).toMatchObject({ id: post.id, topicId: to.id });
    expect((await boardRow(from.id)).postCount).toBe(0);
    expect((await boardRow(to.id)).postCount).toBe(1);
    expect((await actionsOf(post.id)).map((action) => [action.action, action.reason])).toEqual([
      ["move", "It is about LTE Cat.1"],
    ]);
    expect((await noticesOf(author.user.id))[0]?.params).toMatchObject({
      action: "move",
      reason: "It is about LTE Cat.1",
    });
    // Its old board's moderator moderates it no more.
    expect(
      (
        await moderator.client.post("/api/postsController/postsToTop", {
          postId: post.id,
          top: true,
        })
      ).status,
    ).toBe(403);
  });

  it("refuses actions on a deleted post and bad input", async () => {
    const board = await buildBoard();
    const post = await buildPost(board.id, (await member()).user.id, { status: "deleted" });
    const deleted = await staff.post("/api/postsController/postsToTop", {
      postId: post.id,
      top: true,
    });
    expect(deleted.status).toBe(409);
    expect(
      (await staff.post("/api/postsController/postsToTop", { postId: 2_000_000_000, top: true }))
        .status,
    ).toBe(404);
    expect(
      (await staff.post("/api/postsController/postsToEssence", { postId: post.id, essence: 1 }))
        .status,
    ).toBe(400);
    expect(
      (
        await staff.post("/api/postsController/lockPosts", {
          postId: post.id,
          locked: true,
          reason: "line\nbreak",
        })
      ).status,
    ).toBe(400);
  });

  it("certifies a reply: forum staff or engineer certifiers, recorded", async () => {
    const board = await buildBoard();
    const post = await buildPost(board.id, (await member()).user.id);
    const engineer = await member();
    const reply = await buildReply(post.id, engineer.user.id);
    const moderator = await boardModerator(board.id);
    const certifier = await member({ permissions: [permissions.userCertify] });
    const body = { id: reply.id, certified: true };
    expect((await visitor.post("/api/follow/certify", body)).status).toBe(401);
    expect((await moderator.client.post("/api/follow/certify", body)).status).toBe(403);
    const answer = await certifier.client.post("/api/follow/certify", body);
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ id: reply.id, certified: true });
    expect((await replyRow(reply.id)).certified).toBe(true);
    await staff.post("/api/follow/certify", { id: reply.id, certified: false });
    expect((await replyRow(reply.id)).certified).toBe(false);
    expect((await actionsOf(post.id)).map((action) => [action.action, action.replyId])).toEqual([
      ["certify", reply.id],
      ["uncertify", reply.id],
    ]);
    expect(
      (await staff.post("/api/follow/certify", { id: 2_000_000_000, certified: true })).status,
    ).toBe(404);
    expect((await staff.post("/api/follow/certify", { id: reply.id })).status).toBe(400);
  });

  it("shows a post's moderation log newest first to its moderators", async () => {
    const board = await buildBoard();
    const post = await buildPost(board.id, (await member()).user.id);
    const moderator = await boardModerator(board.id);
    await moderator.client.post("/api/postsController/postsToTop", { postId: post.id, top: true });
    testApp.advance(1000);
    await moderator.client.post("/api/postsController/lockPosts", {
      postId: post.id,
      locked: true,
      reason: "Flame war",
    });
    const log = await moderator.client.get("/api/postsController/queryModerationRecord", {
      query: { postId: post.id },
    });
    expect(log.status).toBe(200);
    expect(log.data.total).toBe(2);
    expect(log.data.list[0]).toMatchObject({
      action: "lock",
      reason: "Flame war",
      actorId: moderator.user.id,
      actorName: moderator.user.nickname,
      replyId: null,
    });
    expect(log.data.list[1]).toMatchObject({ action: "top", reason: null });
    expect(Date.parse(log.data.list[0].createdAt)).toBeGreaterThan(
      Date.parse(log.data.list[1].createdAt),
    );
    const query = { query: { postId: post.id } };
    expect((await visitor.get("/api/postsController/queryModerationRecord", query)).status).toBe(
      401,
    );
    expect(
      (await (await member()).client.get("/api/postsController/queryModerationRecord", query))
        .status,
    ).toBe(403);
    expect(
      (
        await staff.get("/api/postsController/queryModerationRecord", {
          query: { postId: "abc" },
        })
      ).status,
    ).toBe(400);
  });

  it("lists a post's replies in every state to forum staff", async () => {
    const board = await buildBoard();
    const post = await buildPost(board.id, (await member()).user.id);
    const writer = await member();
    const shown = await buildReply(post.id, writer.user.id);
    const waiting = await buildReply(post.id, writer.user.id, { status: "pending" });
    const removed = await buildReply(post.id, writer.user.id, {
      status: "deleted",
      statusReason: "Spam",
    });
    await reportReply(await member(), shown.id);
    const moderator = await boardModerator(board.id);
    const query = { query: { postId: post.id } };
    expect((await moderator.client.get("/api/follow/findAllStatesFollowPosts", query)).status).toBe(
      403,
    );
    const all = await staff.get("/api/follow/findAllStatesFollowPosts", query);
    expect(all.status).toBe(200);
    expect(
      all.data.list.map((reply: { id: number; status: string }) => [reply.id, reply.status]),
    ).toEqual([
      [shown.id, "published"],
      [waiting.id, "pending"],
      [removed.id, "deleted"],
    ]);
    expect(all.data.list[0]).toMatchObject({ reportCount: 1, openReportCount: 1 });
    expect(all.data.list[2]).toMatchObject({ statusReason: "Spam", reportCount: 0 });
    const deletedOnly = await staff.get("/api/follow/findAllStatesFollowPosts", {
      query: { postId: post.id, status: "deleted" },
    });
    expect(deletedOnly.data.list.map((reply: { id: number }) => reply.id)).toEqual([removed.id]);
    expect(
      (
        await staff.get("/api/follow/findAllStatesFollowPosts", {
          query: { postId: 2_000_000_000 },
        })
      ).status,
    ).toBe(404);
  });

  it("shows a post in any state on its management page", async () => {
    const board = await buildBoard();
    const author = await member();
    const post = await buildPost(board.id, author.user.id, {
      status: "rejected",
      statusReason: "No log",
      reward: 10,
      rewardState: "refunded",
    });
    const detail = await staff.language("zh-CN").get("/api/postsController/queryManagePostDetail", {
      query: { id: post.id },
    });
    expect(detail.status).toBe(200);
    expect(detail.data).toMatchObject({
      id: post.id,
      status: "rejected",
      statusReason: "No log",
      reward: 10,
      rewardState: "refunded",
      board: { id: board.id, name: board.name },
      author: { id: author.user.id, nickname: author.user.nickname },
      reports: { open: 0, upheld: 0, dismissed: 0 },
    });
    expect(detail.data.content).toContain("AT+CGATT=1");
    const english = await staff.get("/api/postsController/queryManagePostDetail", {
      query: { id: post.id },
    });
    expect(english.data.board.name).toBe(board.nameEn);
    expect(
      (
        await (
          await member()
        ).client.get("/api/postsController/queryManagePostDetail", {
          query: { id: post.id },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await staff.get("/api/postsController/queryManagePostDetail", {
          query: { id: 2_000_000_000 },
        })
      ).status,
    ).toBe(404);
  });
});
