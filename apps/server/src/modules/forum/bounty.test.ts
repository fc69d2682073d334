import { permissions } from "@portal/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildBoard, buildForumReply } from "../../test-support/factories/forum.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { parameters } from "../parameter/schema.ts";
import { pointsAccounts, pointsLedger } from "../points/schema.ts";
import { forumPosts } from "./schema.ts";
import { refundExpiredBounties } from "./use-cases/refund-expired-bounties.ts";

let testApp: TestApp;
let staff: ApiClient;
let boardId: number;
const month = 30 * 24 * 60 * 60 * 1000;

async function member() {
  const account = await signedIn(testApp, {
    createdAt: new Date(testApp.now().getTime() - 2 * month),
  });
  const client = api(testApp).language("en-US").as(account);
  // Opens the account with its welcome grant before anything is measured.
  dataOf(await client.get("/api/user/points"), "points");
  return { ...account, client };
}

/** Every point there is: every balance plus every bounty held on a post. */
async function pointsInExistence() {
  const [balances] = await testApp.db
    .select({ total: sql<number>`coalesce(sum(${pointsAccounts.balance}), 0)::int` })
    .from(pointsAccounts);
  const [held] = await testApp.db
    .select({ total: sql<number>`coalesce(sum(${forumPosts.reward}), 0)::int` })
    .from(forumPosts)
    .where(eq(forumPosts.rewardState, "held"));
  return (balances?.total ?? 0) + (held?.total ?? 0);
}

async function balanceOf(client: ApiClient) {
  return dataOf(await client.get("/api/user/points"), "points").balance as number;
}

let sequence = 0;
async function ask(client: ApiClient, reward: number) {
  sequence += 1;
  testApp.advance(61_000);
  const sent = await client.post("/api/postsController/publishPosts", {
    topicId: boardId,
    title: `F03X 5G SA attach fails ${sequence}`,
    content: `<p>Attach reject cause 15 (${sequence})</p>`,
    reward,
  });
  return dataOf(sent, "publishing").id as number;
}

beforeAll(async () => {
  testApp = await buildTestApp();
  // Rule points for posts, replies and adoptions have tests of their own; here every point
  // comes from the welcome grant, so what the bounties move is all that changes.
  for (const key of ["points.postReward", "points.replyReward", "points.adoptedReward"]) {
    await testApp.db.update(parameters).set({ value: 0 }).where(eq(parameters.key, key));
  }
  testApp.app.forgetSettings();
  staff = api(testApp).as(await signedIn(testApp, { permissions: [permissions.forumModerate] }));
  boardId = (await buildBoard(testApp)).id;
});
afterAll(async () => {
  await testApp.close();
});

describe("bounties and the points ledger", () => {
  it("holds on publish, pays once on adoption raced twice, refunds on delete, conserving every point", async () => {
    const asker = await member();
    const answerer = await member();
    const rival = await member();
    const total = await pointsInExistence();
    const start = await balanceOf(asker.client);

    const postId = await ask(asker.client, 30);
    expect(await balanceOf(asker.client)).toBe(start - 30);
    expect(await pointsInExistence()).toBe(total);

    const replies = [
      await buildForumReply(testApp, { postId, authorId: answerer.user.id }),
      await buildForumReply(testApp, { postId, authorId: rival.user.id }),
    ];
    const before = {
      answerer: await balanceOf(answerer.client),
      rival: await balanceOf(rival.client),
    };
    const raced = await Promise.all(
      replies.map((reply) =>
        asker.client.post("/api/postsController/adopted", { postId, replyId: reply.id }),
      ),
    );
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const gained =
      (await balanceOf(answerer.client)) -
      before.answerer +
      ((await balanceOf(rival.client)) - before.rival);
    expect(gained).toBe(30);
    const pays = await testApp.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.postId, postId), eq(pointsLedger.reason, "bounty_pay")));
    expect(pays).toHaveLength(1);
    expect(await pointsInExistence()).toBe(total);

    // Deleting an answered post refunds nothing: the bounty was paid.
    expect(
      (await asker.client.post("/api/postsController/delPosts", { id: postId, reason: "done" }))
        .status,
    ).toBe(200);
    expect(await pointsInExistence()).toBe(total);

    const unanswered = await ask(asker.client, 20);
    const raised = await asker.client.post("/api/postsController/hightReward", {
      postId: unanswered,
      reward: 25,
    });
    expect(raised.data).toEqual({ reward: 25, rewardState: "held" });
    expect(
      (
        await asker.client.post("/api/postsController/hightReward", {
          postId: unanswered,
          reward: 25,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await rival.client.post("/api/postsController/hightReward", {
          postId: unanswered,
          reward: 50,
        })
      ).status,
    ).toBe(403);
    const afterHold = await balanceOf(asker.client);
    expect(await pointsInExistence()).toBe(total);
    expect(
      (await staff.post("/api/postsController/delPosts", { id: unanswered, reason: "dup" })).status,
    ).toBe(200);
    expect(await balanceOf(asker.client)).toBe(afterHold + 25);
    expect(await pointsInExistence()).toBe(total);
  });

  it("refuses a bounty above the balance and moves nothing", async () => {
    const asker = await member();
    const total = await pointsInExistence();
    const balance = await balanceOf(asker.client);
    testApp.advance(61_000);
    const refused = await asker.client.post("/api/postsController/publishPosts", {
      topicId: boardId,
      title: "AT+CSQ answers 99,99",
      content: "<p>No signal at all</p>",
      reward: balance + 1,
    });
    expect(refused.status).toBe(409);
    expect(await balanceOf(asker.client)).toBe(balance);
    expect(await pointsInExistence()).toBe(total);
  });

  it("returns a bounty with no adopted answer after 30 days", async () => {
    const asker = await member();
    const answerer = await member();
    const total = await pointsInExistence();
    const start = await balanceOf(asker.client);
    const postId = await ask(asker.client, 10);
    const adoptedId = await ask(asker.client, 10);
    const reply = await buildForumReply(testApp, { postId: adoptedId, authorId: answerer.user.id });
    await asker.client.post("/api/postsController/adopted", {
      postId: adoptedId,
      replyId: reply.id,
    });
    testApp.advance(29 * 24 * 60 * 60 * 1000);
    const welcomeGrant = 100;
    expect(
      await refundExpiredBounties({ db: testApp.db, now: testApp.now(), welcomeGrant }),
    ).toEqual([]);
    testApp.advance(2 * 24 * 60 * 60 * 1000);
    const refunded = await refundExpiredBounties({
      db: testApp.db,
      now: testApp.now(),
      welcomeGrant,
    });
    expect(refunded).toEqual([
      expect.objectContaining({ postId, amount: 10, authorId: asker.user.id }),
    ]);
    // The session has expired by now: read the balance where it is kept.
    const [account] = await testApp.db
      .select({ balance: pointsAccounts.balance })
      .from(pointsAccounts)
      .where(eq(pointsAccounts.userId, asker.user.id));
    expect(account?.balance).toBe(start - 10);
    expect(
      await refundExpiredBounties({ db: testApp.db, now: testApp.now(), welcomeGrant }),
    ).toEqual([]);
    expect(await pointsInExistence()).toBe(total);
    const detail = await api(testApp).get(`/api/postsController/queryPostsDetailById?id=${postId}`);
    expect(detail.data.rewardState).toBe("refunded");
  });
});
