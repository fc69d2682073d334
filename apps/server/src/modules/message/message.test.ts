import { messageEvents, messageLimits } from "@portal/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { connectChat, listeningOrigin, until } from "../../test-support/chat-sockets.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { userMessages } from "./schema.ts";

let testApp: TestApp;
let visitor: ApiClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
});
afterAll(async () => {
  await testApp.close();
});

async function member(nickname?: string) {
  const session = await signedIn(testApp, nickname ? { nickname } : {});
  return { ...session, id: session.user.id, client: visitor.as(session) };
}

const unreadOf = async (client: ApiClient) =>
  dataOf(await client.get("/api/message/unreadCount"), "reading the unread count").count as number;

async function listOf(client: ApiClient, query: Record<string, string | number> = {}) {
  return dataOf(await client.get("/api/message/list", { query }), "listing notices");
}

/** Notifies `userId` of `count` replies by `actorId`; answers their ids, newest last. */
async function replies(userId: number, count: number, actorId: number | null = null) {
  await testApp.app.notify(
    Array.from({ length: count }, (_, index) => ({
      userId,
      kind: "reply" as const,
      params: { title: `Question ${index + 1}` },
      link: `/forum/post/${index + 1}`,
      actorId,
    })),
  );
  const rows = await testApp.db
    .select({ id: userMessages.id })
    .from(userMessages)
    .where(eq(userMessages.userId, userId))
    .orderBy(userMessages.id);
  return rows.map((row) => row.id).slice(-count);
}

describe("the message centre's routes", () => {
  it("refuses a visitor who is not signed in", async () => {
    for (const answer of [
      await visitor.get("/api/message/unreadCount"),
      await visitor.get("/api/message/list"),
      await visitor.post("/api/message/markRead", { ids: [1] }),
      await visitor.post("/api/message/markAllRead", {}),
    ]) {
      expect(answer.status).toBe(401);
    }
  });

  it("starts with nothing unread and an empty list", async () => {
    const { client } = await member();
    expect(await unreadOf(client)).toBe(0);
    expect(await listOf(client)).toMatchObject({ list: [], total: 0 });
  });

  it("lists what app.notify stored, newest first, with its actor", async () => {
    const reader = await member();
    const actor = await member("Engineer Wu");
    await testApp.app.notify([
      {
        userId: reader.id,
        kind: "adoption",
        params: { title: "AT+CSQ answers 99", points: 50 },
        link: "/forum/post/3",
        actorId: actor.id,
      },
      { userId: reader.id, kind: "system", params: { text: "Welcome" } },
    ]);
    expect(await unreadOf(reader.client)).toBe(2);
    const page = await listOf(reader.client);
    expect(page.total).toBe(2);
    expect(page.list).toEqual([
      {
        id: expect.any(Number),
        kind: "system",
        params: { text: "Welcome" },
        link: null,
        actor: null,
        read: false,
        createdAt: expect.any(String),
      },
      {
        id: expect.any(Number),
        kind: "adoption",
        params: { title: "AT+CSQ answers 99", points: 50 },
        link: "/forum/post/3",
        actor: { id: actor.id, nickname: "Engineer Wu" },
        read: false,
        createdAt: expect.any(String),
      },
    ]);
    // Nobody else sees them.
    expect(await unreadOf(actor.client)).toBe(0);
  });

  it("leaves out a notice to the member whose own action caused it", async () => {
    const author = await member();
    await testApp.app.notify([
      { userId: author.id, kind: "reply", params: { title: "Mine" }, actorId: author.id },
    ]);
    expect(await unreadOf(author.client)).toBe(0);
    await testApp.app.notify([]);
    expect(await unreadOf(author.client)).toBe(0);
  });

  it("never throws to its caller: a failed notice is logged", async () => {
    const reader = await member();
    await expect(
      testApp.app.notify([{ userId: 2_000_000_000, kind: "system", params: {} }]),
    ).resolves.toBeUndefined();
    await expect(
      testApp.app.notify([{ userId: reader.id, kind: "system", link: "x".repeat(400) }]),
    ).resolves.toBeUndefined();
    expect(await unreadOf(reader.client)).toBe(0);
  });

  it("filters unread notices and pages the list", async () => {
    const reader = await member();
    const ids = await replies(reader.id, 5);
    dataOf(
      await reader.client.post("/api/message/markRead", { ids: [ids[0], ids[1]] }),
      "marking read",
    );
    const unread = await listOf(reader.client, { unread: "true" });
    expect(unread.total).toBe(3);
    expect(unread.list.map((row: { id: number }) => row.id)).toEqual([ids[4], ids[3], ids[2]]);
    expect(unread.list.every((row: { read: boolean }) => !row.read)).toBe(true);
    const all = await listOf(reader.client, { unread: "false", page: 2, pageSize: 2 });
    expect(all).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(all.list.map((row: { id: number; read: boolean }) => [row.id, row.read])).toEqual([
      [ids[2], false],
      [ids[1], true],
    ]);
  });

  it("refuses a bad list query with 400", async () => {
    const { client } = await member();
    for (const query of [
      { page: 0 },
      { page: "x" },
      { pageSize: 0 },
      { pageSize: 1000 },
      { unread: "maybe" },
    ]) {
      const answer = await client.get("/api/message/list", { query });
      expect(answer.status, JSON.stringify(query)).toBe(400);
    }
  });

  it("marks only the caller's own notices read; others' ids change nothing", async () => {
    const reader = await member();
    const other = await member();
    const mine = await replies(reader.id, 2);
    const theirs = await replies(other.id, 2);
    const answer = await reader.client.post("/api/message/markRead", {
      ids: [mine[0], ...theirs],
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ count: 1 });
    expect(await unreadOf(reader.client)).toBe(1);
    expect(await unreadOf(other.client)).toBe(2);
    // Marking a read one again, or an id that does not exist, is harmless.
    const again = await reader.client.post("/api/message/markRead", { ids: [mine[0], 2_000_000] });
    expect(again.data).toEqual({ count: 1 });
  });

  it("refuses a bad markRead body with 400", async () => {
    const { client } = await member();
    for (const body of [
      {},
      { ids: [] },
      { ids: [0] },
      { ids: ["1"] },
      { ids: [1.5] },
      { ids: 1 },
      { ids: Array.from({ length: messageLimits.markReadMaxIds + 1 }, (_, index) => index + 1) },
    ]) {
      const answer = await client.post("/api/message/markRead", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("marks every notice of the caller read, and nobody else's", async () => {
    const reader = await member();
    const other = await member();
    await replies(reader.id, 3);
    await replies(other.id, 1);
    const answer = await reader.client.post("/api/message/markAllRead", {});
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ count: 0 });
    expect(await unreadOf(reader.client)).toBe(0);
    expect((await listOf(reader.client)).list.every((row: { read: boolean }) => row.read)).toBe(
      true,
    );
    expect(await unreadOf(other.client)).toBe(1);
  });
});

describe("the unread count over Socket.IO", () => {
  /** A signed-in page's socket, as the web opens it (never an agent console). */
  async function pageSocket(session: SignedIn | null) {
    return connectChat(await listeningOrigin(testApp), {
      role: "visitor",
      ...(session ? { token: session.token } : {}),
    });
  }

  it("reaches every open page of the member a notice is for, and no one else", async () => {
    const reader = await member();
    const other = await member();
    const firstTab = await pageSocket(reader);
    const secondTab = await pageSocket(reader);
    const otherTab = await pageSocket(other);
    const anonymous = await pageSocket(null);
    try {
      await replies(reader.id, 2);
      expect(await firstTab.next(messageEvents.unread)).toEqual({ count: 2 });
      expect(await secondTab.next(messageEvents.unread)).toEqual({ count: 2 });

      // Reading in one tab tells the other.
      const [firstId] = (await listOf(reader.client)).list.map((row: { id: number }) => row.id);
      await reader.client.post("/api/message/markRead", { ids: [firstId] });
      expect(await secondTab.next(messageEvents.unread, (payload) => payload.count === 1)).toEqual({
        count: 1,
      });
      await reader.client.post("/api/message/markAllRead", {});
      await firstTab.next(messageEvents.unread, (payload) => payload.count === 0);

      // A notice for the other member afterwards is the first event their page gets.
      await replies(other.id, 1);
      expect(await otherTab.next(messageEvents.unread)).toEqual({ count: 1 });
      await until(
        () => firstTab.received(messageEvents.unread).length === 3,
        "the reader's three counts",
      );
      expect(firstTab.received(messageEvents.unread)).toEqual([
        { count: 2 },
        { count: 1 },
        { count: 0 },
      ]);
      expect(anonymous.received(messageEvents.unread)).toEqual([]);
    } finally {
      for (const socket of [firstTab, secondTab, otherTab, anonymous]) socket.close();
    }
  });
});
