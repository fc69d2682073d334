import { readFile } from "node:fs/promises";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import { buildBoard, buildForumPost } from "../../test-support/factories/forum.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { userMessages } from "../message/schema.ts";
import { forumDigestItems, forumPosts } from "./schema.ts";
import { sendFollowDigests } from "./use-cases/send-follow-digests.ts";

let testApp: TestApp;
let visitor: ApiClient;
const dayMs = 24 * 60 * 60 * 1000;

async function member(email?: string) {
  const account = await signedIn(testApp, {
    createdAt: new Date(testApp.now().getTime() - 2 * dayMs),
    ...(email ? { email } : {}),
  });
  return { ...account, id: account.user.id, client: visitor.as(account) };
}

/** One sweep as the digest plugin runs it: the digests, then their notices. */
async function sweep() {
  const failures: unknown[] = [];
  const notices = await sendFollowDigests({
    db: testApp.db,
    now: testApp.now(),
    mail: testApp.app.mail,
    siteHost: "https://portal.example",
    onMailFailure: (error) => failures.push(error),
  });
  await testApp.app.notify(notices);
  expect(failures).toEqual([]);
  return notices;
}

async function outbox(): Promise<{ to: string; subject: string; text: string }[]> {
  const text = await readFile(testApp.config.mail.outboxFile, "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

const itemsOf = (userId: number) =>
  testApp.db.select().from(forumDigestItems).where(eq(forumDigestItems.userId, userId));
const noticesOf = (userId: number) =>
  testApp.db.select().from(userMessages).where(eq(userMessages.userId, userId));

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
});
afterAll(async () => {
  await testApp.close();
});

describe("the daily digest", () => {
  it("collects one item per post for digest readers, then sends one notice and one e-mail a day", async () => {
    const reader = await member("reader@example.com");
    const author = await member();
    const board = await buildBoard(testApp);
    await reader.client.post("/api/user/followSettings", { delivery: "digest" });
    await reader.client.post("/api/user/focusOn", { targetType: "user", targetId: author.id });
    await reader.client.post("/api/user/focusOn", { targetType: "topic", targetId: board.id });
    const publish = async (title: string) => {
      testApp.advance(61_000);
      const answer = await author.client.post("/api/postsController/publishPosts", {
        topicId: board.id,
        title,
        content: `<p>${title} in detail</p>`,
      });
      expect(answer.data.status).toBe("published");
      return answer.data.id as number;
    };
    const first = await publish("NB-IoT attach takes minutes");
    const second = await publish("Firmware update over the air");
    await reader.client.post("/api/user/focusOn", { targetType: "post", targetId: first });
    const replier = await member();
    await replier.client.post("/api/follow/sendPost", { postId: first, content: "<p>PSM?</p>" });
    // The reply's news joins the post's item: one per post.
    expect((await itemsOf(reader.id)).map((item) => [item.postId, item.kind]).sort()).toEqual(
      [
        [first, "post"],
        [second, "post"],
      ].sort(),
    );
    expect(await noticesOf(reader.id)).toEqual([]);

    // Today's news waits for tomorrow.
    expect(await sweep()).toEqual([]);
    testApp.advance(dayMs);
    const sent = await sweep();
    expect(sent).toEqual([
      { userId: reader.id, kind: "follow_digest", params: { posts: 2 }, link: "/forum" },
    ]);
    expect(await itemsOf(reader.id)).toEqual([]);
    const notices = await noticesOf(reader.id);
    expect(notices.map((notice) => [notice.kind, notice.params])).toEqual([
      ["follow_digest", { posts: 2 }],
    ]);
    const mails = (await outbox()).filter((mail) => mail.to === "reader@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain("2");
    expect(mails[0]?.text).toContain("NB-IoT attach takes minutes");
    expect(mails[0]?.text).toContain(`https://portal.example/#/forum/post/${second}`);
    // Nothing new: no second digest the same day, nor the next.
    expect(await sweep()).toEqual([]);
    testApp.advance(dayMs);
    expect(await sweep()).toEqual([]);
  });

  it("sends a member without an e-mail address the notice only, and each digest once across sweeps at once", async () => {
    const reader = await member();
    await reader.client.post("/api/user/followSettings", { delivery: "digest" });
    const board = await buildBoard(testApp);
    await reader.client.post("/api/user/focusOn", { targetType: "topic", targetId: board.id });
    const author = await member();
    const answer = await author.client.post("/api/postsController/publishPosts", {
      topicId: board.id,
      title: "Which antenna for 5G NR",
      content: "<p>Which antenna</p>",
    });
    expect(answer.data.status).toBe("published");
    // A post hidden since drops out of the digest.
    const hidden = await buildForumPost(testApp, { boardId: board.id });
    await testApp.db
      .insert(forumDigestItems)
      .values({ userId: reader.id, postId: hidden.id, kind: "post", createdAt: testApp.now() });
    await testApp.db
      .update(forumPosts)
      .set({ status: "deleted" })
      .where(eq(forumPosts.id, hidden.id));
    const mailsBefore = (await outbox()).length;
    testApp.advance(dayMs);
    const [one, other] = await Promise.all([sweep(), sweep()]);
    expect([...(one ?? []), ...(other ?? [])]).toEqual([
      { userId: reader.id, kind: "follow_digest", params: { posts: 1 }, link: "/forum" },
    ]);
    expect(
      await testApp.db
        .select()
        .from(userMessages)
        .where(and(eq(userMessages.userId, reader.id), eq(userMessages.kind, "follow_digest"))),
    ).toHaveLength(1);
    expect((await outbox()).length).toBe(mailsBefore);
  });
});
