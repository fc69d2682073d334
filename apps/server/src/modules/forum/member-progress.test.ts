import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildBoard } from "../../test-support/factories/forum.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { medalConditions, medals, userMedals } from "../medal/schema.ts";
import { userMessages } from "../message/schema.ts";
import { pointsLedger } from "../points/schema.ts";

let testApp: TestApp;
let boardId: number;
const month = 30 * 24 * 60 * 60 * 1000;

async function member() {
  const account = await signedIn(testApp, {
    createdAt: new Date(testApp.now().getTime() - 2 * month),
  });
  return { id: account.user.id, client: api(testApp).language("en-US").as(account) };
}

async function ruleLedger(userId: number) {
  return (
    await testApp.db
      .select({ reason: pointsLedger.reason, amount: pointsLedger.amount })
      .from(pointsLedger)
      .where(
        and(
          eq(pointsLedger.userId, userId),
          sql`${pointsLedger.reason} in ('post', 'reply', 'adopted_answer')`,
        ),
      )
      .orderBy(pointsLedger.id)
  ).map((row) => [row.reason, row.amount]);
}

async function medalFor(counter: string, threshold: number) {
  const [medal] = await testApp.db
    .insert(medals)
    .values({
      name: `${counter} ${Math.random().toString(36).slice(2, 8)}`,
      icon: "/uploads/medals/x.png",
    })
    .returning();
  if (!medal) throw new Error("medal not inserted");
  await testApp.db.insert(medalConditions).values({ medalId: medal.id, counter, threshold });
  return medal.id;
}

async function holds(userId: number, medalId: number) {
  const rows = await testApp.db
    .select()
    .from(userMedals)
    .where(and(eq(userMedals.userId, userId), eq(userMedals.medalId, medalId)));
  return rows.length === 1;
}

async function medalNotices(userId: number) {
  return (
    await testApp.db
      .select({ kind: userMessages.kind })
      .from(userMessages)
      .where(eq(userMessages.userId, userId))
  ).filter((row) => row.kind === "medal_awarded").length;
}

let sequence = 0;
async function ask(client: ApiClient) {
  sequence += 1;
  testApp.advance(61_000);
  const sent = await client.post("/api/postsController/publishPosts", {
    topicId: boardId,
    title: `ML302 registration fails ${sequence}`,
    content: `<p>AT+CEREG answers 0,2 (${sequence})</p>`,
    reward: 0,
  });
  return dataOf(sent, "publishing").id as number;
}

async function answer(client: ApiClient, postId: number) {
  testApp.advance(61_000);
  const sent = await client.post("/api/follow/sendPost", {
    postId,
    content: `<p>Check the APN and the band settings (${postId}).</p>`,
  });
  return dataOf(sent, "replying").id as number;
}

beforeAll(async () => {
  testApp = await buildTestApp();
  boardId = (await buildBoard(testApp)).id;
});
afterAll(async () => {
  await testApp.close();
});

describe("what forum activity brings a member", () => {
  it("gives post, reply and adopted-answer points and the medals their counts reach, once", async () => {
    const firstPost = await medalFor("postsPublished", 1);
    const firstAdopted = await medalFor("repliesAdopted", 1);
    const asker = await member();
    const answerer = await member();

    const postId = await ask(asker.client);
    expect(await ruleLedger(asker.id)).toEqual([["post", 10]]);
    expect(await holds(asker.id, firstPost)).toBe(true);
    await ask(asker.client);
    expect(await medalNotices(asker.id)).toBe(1);

    const replyId = await answer(answerer.client, postId);
    expect(await ruleLedger(answerer.id)).toEqual([["reply", 2]]);
    expect(await holds(answerer.id, firstAdopted)).toBe(false);

    const adopted = await asker.client.post("/api/postsController/adopted", { postId, replyId });
    expect(adopted.status).toBe(200);
    expect(await ruleLedger(answerer.id)).toEqual([
      ["reply", 2],
      ["adopted_answer", 20],
    ]);
    expect(await holds(answerer.id, firstAdopted)).toBe(true);
    expect(await medalNotices(answerer.id)).toBe(1);
  });

  it("counts likes received on posts and replies, and a like taken back", async () => {
    const liked = await medalFor("likesReceived", 2);
    const author = await member();
    const fans = [await member(), await member()];
    const postId = await ask(author.client);
    const replyId = await answer(author.client, postId);

    await fans[0]?.client.post("/api/postsController/postsToLike", { postId });
    // Taken back: the count falls to 0 again, so the next like alone does not reach 2.
    await fans[0]?.client.post("/api/postsController/postsToLike", { postId });
    await fans[1]?.client.post("/api/follow/like", { id: replyId });
    expect(await holds(author.id, liked)).toBe(false);
    await fans[0]?.client.post("/api/postsController/postsToLike", { postId });
    expect(await holds(author.id, liked)).toBe(true);
  });
});
