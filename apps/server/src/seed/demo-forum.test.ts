import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forumPosts } from "../modules/forum/schema.ts";
import { pointsAccounts, pointsLedger } from "../modules/points/schema.ts";
import { users } from "../modules/user/schema.ts";
import { api, dataOf } from "../test-support/api-client.ts";
import { buildUser } from "../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../test-support/test-app.ts";
import { seedDemoForum } from "./demo-forum.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
  // The demo members of demo.ts, who ask and answer beside the forum's own accounts.
  for (const nickname of ["NB-IoT老王", "CatOne_Lee", "物联小张"]) {
    await buildUser(testApp, { nickname, isEngineer: nickname === "NB-IoT老王" });
  }
});
afterAll(async () => {
  await testApp.close();
});

type Summary = {
  id: number;
  title: string;
  reward: number;
  rewardState: string;
  adoptedReplyId: number | null;
  replyCount: number;
};

describe("seedDemoForum", () => {
  it("loads four boards with a template and a dozen questions in three languages, once", async () => {
    const started = performance.now();
    expect(await seedDemoForum(testApp)).toBe(true);
    // Well under a second on an idle machine (npm start runs it); a loaded runner gets headroom.
    expect((performance.now() - started) / 1000).toBeLessThan(10);
    expect(await seedDemoForum(testApp)).toBe(false);
    const visitor = api(testApp);

    const boards = dataOf(await visitor.get("/api/topicController/list"), "boards");
    const list = Array.isArray(boards) ? boards : boards.list;
    expect(list.map((board: { name: string }) => board.name)).toEqual([
      "2G / NB-IoT",
      "LTE Cat.1",
      "5G 模组",
      "开发板",
    ]);
    for (const board of list) {
      expect(board.template.map((field: { key: string }) => field.key)).toEqual([
        "model",
        "firmware",
        "tried",
        "log",
      ]);
    }
    expect(
      list.reduce((sum: number, board: { postCount: number }) => sum + board.postCount, 0),
    ).toBe(12);

    // Each board has its English version; zh-TW readers get the Simplified converted.
    const english = dataOf(
      await visitor.language("en-US").get("/api/topicController/list"),
      "boards in English",
    );
    expect(english.map((board: { name: string }) => board.name)).toEqual([
      "2G / NB-IoT",
      "LTE Cat.1",
      "5G modules",
      "Development boards",
    ]);
    for (const board of english) {
      expect(`${board.name} ${board.description}`).not.toMatch(/\p{Script=Han}/u);
      expect(board.localization).toMatchObject({ source: "translation", outOfDate: false });
    }
    const traditional = dataOf(
      await visitor.language("zh-TW").get("/api/topicController/list"),
      "boards in Traditional",
    );
    expect(traditional.map((board: { name: string }) => board.name)).toContain("開發板");

    const posts: Summary[] = [];
    for (const board of list) {
      const page = dataOf(
        await visitor.get("/api/postsController/queryPostsPageByTopicId", {
          query: { topicId: board.id, pageSize: 50 },
        }),
        "board page",
      );
      posts.push(...page.list);
    }
    expect(posts).toHaveLength(12);
    expect(posts.every((post) => post.replyCount > 0)).toBe(true);
    const titles = posts.map((post) => post.title);
    expect(titles).toContain("M5310A 一直不注网，AT+CEREG? 返回 0,2");
    expect(titles).toContain("AT+CSQ always answers 99,99 on M5311");
    expect(titles).toContain("M5311 PSM 模式電流偏高，量到 180 uA");

    const adopted = posts.filter((post) => post.adoptedReplyId !== null);
    expect(adopted).toHaveLength(1);
    expect(adopted[0]).toMatchObject({ reward: 50, rewardState: "paid" });
    const held = posts.filter((post) => post.rewardState === "held");
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ reward: 30, adoptedReplyId: null });

    const replies = dataOf(
      await visitor.get("/api/follow/findFollowPosts", { query: { postId: adopted[0]?.id } }),
      "replies",
    );
    const answer = replies.list.find(
      (reply: { id: number }) => reply.id === adopted[0]?.adoptedReplyId,
    );
    expect(answer).toMatchObject({ adopted: true, certified: true });
    expect(answer.author.nickname).toBe("模组FAE陈工");
    // The thanks under the adopted answer: one level of threading.
    expect(answer.children).toHaveLength(1);
  });

  it("indexes the questions for search: AT commands, and a Traditional query finds Simplified", async () => {
    // The seed writes behind the routes' backs, as at start, where the index catches up after it.
    await testApp.app.searchIndex.catchUp();
    const visitor = api(testApp);
    const search = async (keyword: string) =>
      dataOf(
        await visitor.get("/api/postsController/search", { query: { keyword } }),
        keyword,
      ).list.map((post: { title: string }) => post.title);
    expect(await search("AT+CSQ")).toContain("AT+CSQ always answers 99,99 on M5311");
    expect(await search("註網")).toContain("M5310A 一直不注网，AT+CEREG? 返回 0,2");
    expect(await search("电流")).toContain("M5311 PSM 模式電流偏高，量到 180 uA");
    expect(await search("NO CARRIER")).toContain("ML302 PPP 拨号失败，pppd 返回 NO CARRIER");
  });

  it("keeps the points ledger whole: balances plus held bounties are what was granted and earned", async () => {
    const [ledger] = await testApp.db
      .select({
        balances: sql<number>`coalesce(sum(${pointsAccounts.balance}), 0)::int`,
      })
      .from(pointsAccounts);
    const [grants] = await testApp.db
      .select({ total: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)::int` })
      .from(pointsLedger)
      .where(inArray(pointsLedger.reason, ["welcome", "post", "reply", "adopted_answer"]));
    const [heldPoints] = await testApp.db
      .select({ held: sql<number>`coalesce(sum(${forumPosts.reward}), 0)::int` })
      .from(forumPosts)
      .where(eq(forumPosts.rewardState, "held"));
    expect(heldPoints?.held).toBe(30);
    expect((ledger?.balances ?? 0) + (heldPoints?.held ?? 0)).toBe(grants?.total);
    const [engineer] = await testApp.db
      .select({ balance: pointsAccounts.balance })
      .from(pointsAccounts)
      .innerJoin(users, eq(users.id, pointsAccounts.userId))
      .where(eq(users.nickname, "模组FAE陈工"));
    // The welcome grant (100 by default), the adopted answer's bounty and rule points for replies
    // and the adopted answer.
    expect(engineer?.balance).toBeGreaterThan(150);
    const [engineerRules] = await testApp.db
      .select({ total: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)::int` })
      .from(pointsLedger)
      .innerJoin(users, eq(users.id, pointsLedger.userId))
      .where(
        and(
          eq(users.nickname, "模组FAE陈工"),
          inArray(pointsLedger.reason, ["post", "reply", "adopted_answer"]),
        ),
      );
    expect(engineer?.balance).toBe(150 + (engineerRules?.total ?? 0));
  });
});
