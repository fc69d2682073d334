import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../platform/db/transaction.ts";
import { AppError } from "../../platform/http/errors.ts";
import { translate } from "../../platform/i18n/registry.ts";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildUser } from "../../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { medalConditions, medals, userMedals } from "../medal/schema.ts";
import { userMessages } from "../message/schema.ts";
import { parameters } from "../parameter/schema.ts";
import { pointsAccounts, pointsLedger } from "./schema.ts";
import {
  awardRulePoints,
  type PointsRuleSettings,
  startOfPointsDay,
} from "./use-cases/award-rule-points.ts";
import { movePoints } from "./use-cases/move-points.ts";
import { ensurePointsAccount } from "./use-cases/open-points-account.ts";

let testApp: TestApp;
let visitor: ApiClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
});
afterAll(async () => {
  await testApp.close();
});

async function member() {
  const session = await signedIn(testApp);
  return { id: session.user.id, client: visitor.as(session) };
}

async function ledgerOf(userId: number) {
  return testApp.db
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(pointsLedger.id);
}

async function balanceOf(userId: number) {
  const [account] = await testApp.db
    .select({ balance: pointsAccounts.balance })
    .from(pointsAccounts)
    .where(eq(pointsAccounts.userId, userId));
  return account?.balance;
}

const move = (userId: number, amount: number, postId: number | null = null) =>
  inTransaction(testApp.db, (tx) =>
    movePoints(tx, {
      userId,
      amount,
      reason: amount < 0 ? "bounty_hold" : "bounty_pay",
      postId,
      now: testApp.now(),
      welcomeGrant: 100,
    }),
  );

async function setWelcomeGrant(value: number) {
  await testApp.db
    .update(parameters)
    .set({ value })
    .where(eq(parameters.key, "points.welcomeGrant"));
  testApp.app.forgetSettings();
}

describe("GET /api/user/points", () => {
  it("refuses a visitor who is not signed in", async () => {
    const answer = await visitor.get("/api/user/points");
    expect(answer.status).toBe(401);
  });

  it("opens the account with the welcome grant on the first read, once", async () => {
    const { id, client } = await member();
    const first = dataOf(await client.get("/api/user/points"), "reading points");
    expect(first).toMatchObject({ balance: 100, total: 1 });
    expect(first.list).toEqual([
      {
        id: expect.any(Number),
        amount: 100,
        reason: "welcome",
        balance: 100,
        createdAt: expect.any(String),
        postId: null,
      },
    ]);
    const second = dataOf(await client.get("/api/user/points"), "reading points again");
    expect(second).toMatchObject({ balance: 100, total: 1 });
    expect(await ledgerOf(id)).toHaveLength(1);
  });

  it("grants the welcome points once when two first reads race", async () => {
    const { id, client } = await member();
    const answers = await Promise.all([
      client.get("/api/user/points"),
      client.get("/api/user/points"),
      client.get("/api/user/points"),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.data.balance).toBe(100);
    }
    expect(await ledgerOf(id)).toHaveLength(1);
    expect(await balanceOf(id)).toBe(100);
  });

  it("grants what the points.welcomeGrant parameter says when the account opens", async () => {
    await setWelcomeGrant(7);
    try {
      const { id, client } = await member();
      const answer = dataOf(await client.get("/api/user/points"), "reading points");
      expect(answer).toMatchObject({ balance: 7, total: 1 });
      await setWelcomeGrant(0);
      const { id: poorId, client: poor } = await member();
      expect(dataOf(await poor.get("/api/user/points"), "reading points")).toMatchObject({
        balance: 0,
        total: 0,
        list: [],
      });
      expect(await ledgerOf(poorId)).toHaveLength(0);
      // A changed parameter does not touch accounts already open.
      expect(await balanceOf(id)).toBe(7);
    } finally {
      await setWelcomeGrant(100);
    }
  });

  it("lists the ledger newest first with the balance after each change, in pages", async () => {
    const { id, client } = await member();
    await move(id, -30, 41);
    await move(id, 45, 42);
    await move(id, -5, 43);
    const all = dataOf(await client.get("/api/user/points"), "reading points");
    expect(all.balance).toBe(110);
    expect(all.total).toBe(4);
    expect(
      all.list.map((row: { amount: number; reason: string; balance: number; postId: number }) => [
        row.amount,
        row.reason,
        row.balance,
        row.postId,
      ]),
    ).toEqual([
      [-5, "bounty_hold", 110, 43],
      [45, "bounty_pay", 115, 42],
      [-30, "bounty_hold", 70, 41],
      [100, "welcome", 100, null],
    ]);
    const second = dataOf(
      await client.get("/api/user/points", { query: { page: 2, pageSize: 3 } }),
      "reading page 2",
    );
    expect(second).toMatchObject({ balance: 110, total: 4, page: 2, pageSize: 3 });
    expect(second.list).toHaveLength(1);
    expect(second.list[0]).toMatchObject({ reason: "welcome", amount: 100 });
  });

  it("shows only the caller's own ledger", async () => {
    const { id } = await member();
    await move(id, -60, 7);
    const { client: other } = await member();
    const answer = dataOf(await other.get("/api/user/points"), "reading points");
    expect(answer).toMatchObject({ balance: 100, total: 1 });
  });

  it("refuses bad paging with 400", async () => {
    const { client } = await member();
    for (const query of [
      { page: 0 },
      { page: -1 },
      { page: "abc" },
      { pageSize: 0 },
      { pageSize: 10_000 },
      { page: 1.5 },
      { page: 99_999_999_999 },
    ]) {
      const answer = await client.get("/api/user/points", { query });
      expect(answer.status, JSON.stringify(query)).toBe(400);
    }
  });
});

describe("movePoints", () => {
  it("opens a missing account with the welcome grant before moving", async () => {
    const user = await buildUser(testApp);
    expect(await move(user.id, 25)).toBe(125);
    const ledger = await ledgerOf(user.id);
    expect(ledger.map((row) => [row.reason, row.amount, row.balanceAfter])).toEqual([
      ["welcome", 100, 100],
      ["bounty_pay", 25, 125],
    ]);
  });

  it("refuses a balance that would go negative with 409 and writes nothing", async () => {
    const user = await buildUser(testApp);
    await move(user.id, -40);
    const before = await ledgerOf(user.id);
    const refusal = await move(user.id, -61).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: "conflict",
      messageKey: "points.insufficient",
      options: { params: { balance: 60, amount: 61 } },
    });
    expect(translate("en-US", "points.insufficient", { balance: 60, amount: 61 })).toBe(
      "Not enough points: the balance is 60, 61 needed",
    );
    expect(await ledgerOf(user.id)).toEqual(before);
    expect(await balanceOf(user.id)).toBe(60);
    // Down to exactly zero is allowed.
    expect(await move(user.id, -60)).toBe(0);
  });

  it("rolls back with the caller's transaction", async () => {
    const user = await buildUser(testApp);
    await ensurePointsAccount(testApp.db, { userId: user.id, welcomeGrant: 100, now: new Date() });
    const failed = inTransaction(testApp.db, async (tx) => {
      await movePoints(tx, {
        userId: user.id,
        amount: -50,
        reason: "bounty_hold",
        postId: 9,
        now: testApp.now(),
        welcomeGrant: 100,
      });
      throw new Error("the caller's later write failed");
    });
    await expect(failed).rejects.toThrow("later write failed");
    expect(await balanceOf(user.id)).toBe(100);
    expect(await ledgerOf(user.id)).toHaveLength(1);
  });

  it("lets only one of two racing withdrawals through when both cannot fit", async () => {
    const user = await buildUser(testApp);
    // Opened first, so the two withdrawals meet at the account's lock, not at its opening.
    await ensurePointsAccount(testApp.db, { userId: user.id, welcomeGrant: 100, now: new Date() });
    const outcomes = await Promise.allSettled([move(user.id, -70), move(user.id, -70)]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === "rejected");
    expect(refused?.status === "rejected" && refused.reason).toMatchObject({
      messageKey: "points.insufficient",
    });
    expect(await balanceOf(user.id)).toBe(30);
    const ledger = await ledgerOf(user.id);
    expect(ledger.map((row) => row.balanceAfter)).toEqual([100, 30]);
  });

  it("keeps every balance equal to the sum of its ledger under racing moves", async () => {
    const user = await buildUser(testApp);
    await Promise.allSettled(
      [-30, 20, -50, 10, -40, -25, 15].map((amount) => move(user.id, amount)),
    );
    const ledger = await ledgerOf(user.id);
    const sum = ledger.reduce((total, row) => total + row.amount, 0);
    expect(await balanceOf(user.id)).toBe(sum);
    expect(ledger.at(-1)?.balanceAfter).toBe(sum);
    for (const row of ledger) expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
  });

  it("is backed by a table check that refuses a negative balance", async () => {
    const user = await buildUser(testApp);
    await ensurePointsAccount(testApp.db, { userId: user.id, welcomeGrant: 10, now: new Date() });
    await expect(
      testApp.db
        .update(pointsAccounts)
        .set({ balance: sql`${pointsAccounts.balance} - 11` })
        .where(eq(pointsAccounts.userId, user.id)),
    ).rejects.toThrow();
    expect(await balanceOf(user.id)).toBe(10);
  });
});

const rules: PointsRuleSettings = {
  welcomeGrant: 100,
  postReward: 10,
  replyReward: 2,
  adoptedReward: 20,
  signInReward: 5,
  postsDailyCap: 25,
};

const award = (userId: number, rule: "post" | "reply" | "adopted_answer" | "sign_in") =>
  inTransaction(testApp.db, (tx) =>
    awardRulePoints(tx, { userId, rule, postId: null, now: testApp.now(), settings: rules }),
  );

describe("points rules", () => {
  it("caps what posts and replies give in a day together; adopted answers are exempt", async () => {
    const { id } = await member();
    expect(await award(id, "post")).toMatchObject({ awarded: 10, balance: 110 });
    expect(await award(id, "post")).toMatchObject({ awarded: 10, balance: 120 });
    expect(await award(id, "reply")).toMatchObject({ awarded: 2, balance: 122 });
    // 22 of 25 given today: the next post gives the 3 left, then nothing.
    expect(await award(id, "post")).toMatchObject({ awarded: 3, balance: 125 });
    expect(await award(id, "reply")).toMatchObject({ awarded: 0, balance: 125 });
    expect(await award(id, "adopted_answer")).toMatchObject({ awarded: 20, balance: 145 });
    expect((await ledgerOf(id)).map((row) => [row.reason, row.amount])).toEqual([
      ["welcome", 100],
      ["post", 10],
      ["post", 10],
      ["reply", 2],
      ["post", 3],
      ["adopted_answer", 20],
    ]);
  });

  it("holds the cap when replies race", async () => {
    const { id } = await member();
    const answers = await Promise.all(Array.from({ length: 20 }, () => award(id, "reply")));
    expect(answers.reduce((sum, answer) => sum + answer.awarded, 0)).toBe(25);
    expect(await balanceOf(id)).toBe(125);
  });

  it("starts a new day's cap at midnight UTC", () => {
    expect(startOfPointsDay(new Date("2026-03-04T23:59:59.999Z")).toISOString()).toBe(
      "2026-03-04T00:00:00.000Z",
    );
    expect(startOfPointsDay(new Date("2026-03-05T00:00:00.000Z")).toISOString()).toBe(
      "2026-03-05T00:00:00.000Z",
    );
  });
});

describe("POST /api/user/dailySignIn", () => {
  it("gives the sign-in points once a day and counts the days", async () => {
    const { client } = await member();
    expect((await visitor.post("/api/user/dailySignIn")).status).toBe(401);
    expect(dataOf(await client.get("/api/user/points"), "before").signedInToday).toBe(false);
    const first = dataOf(await client.post("/api/user/dailySignIn"), "first sign-in");
    expect(first).toEqual({ signedInToday: true, awarded: 5, balance: 105, daysSignedIn: 1 });
    const again = dataOf(await client.post("/api/user/dailySignIn"), "second sign-in");
    expect(again).toEqual({ signedInToday: true, awarded: 0, balance: 105, daysSignedIn: 1 });
    expect(dataOf(await client.get("/api/user/points"), "after").signedInToday).toBe(true);

    testApp.advance(24 * 60 * 60 * 1000);
    expect(dataOf(await client.get("/api/user/points"), "next day").signedInToday).toBe(false);
    const nextDay = dataOf(await client.post("/api/user/dailySignIn"), "next day's sign-in");
    expect(nextDay).toEqual({ signedInToday: true, awarded: 5, balance: 110, daysSignedIn: 2 });
  });
});

describe("points and the medals", () => {
  it("awards a days-active medal on the sign-in that reaches it, and a points-earned one", async () => {
    const [active] = await testApp.db
      .insert(medals)
      .values({ name: `两日签到${Math.random()}`, icon: "/files/a.png" })
      .returning();
    const [earner] = await testApp.db
      .insert(medals)
      .values({ name: `积分达人${Math.random()}`, icon: "/files/b.png" })
      .returning();
    if (!active || !earner) throw new Error("medals not inserted");
    await testApp.db.insert(medalConditions).values([
      { medalId: active.id, counter: "daysActive", threshold: 2 },
      { medalId: earner.id, counter: "pointsEarned", threshold: 30 },
    ]);
    const { id, client } = await member();
    const held = async () =>
      (await testApp.db.select().from(userMedals).where(eq(userMedals.userId, id))).map(
        (row) => row.medalId,
      );

    await client.post("/api/user/dailySignIn");
    expect(await held()).toEqual([]);
    testApp.advance(24 * 60 * 60 * 1000);
    await client.post("/api/user/dailySignIn");
    expect(await held()).toEqual([active.id]);
    await client.post("/api/user/dailySignIn");
    expect(await held()).toEqual([active.id]);

    // 10 from two sign-ins; a post and an adopted answer bring 40 earned in all.
    await award(id, "post");
    expect(await held()).toEqual([active.id]);
    const { notices } = await award(id, "adopted_answer");
    expect(notices).toEqual([
      expect.objectContaining({
        userId: id,
        kind: "medal_awarded",
        params: expect.objectContaining({ medalId: earner.id }),
      }),
    ]);
    expect((await held()).sort()).toEqual([active.id, earner.id].sort());
    const told = await testApp.db.select().from(userMessages).where(eq(userMessages.userId, id));
    expect(told.filter((row) => row.kind === "medal_awarded")).toHaveLength(1);
  });
});
