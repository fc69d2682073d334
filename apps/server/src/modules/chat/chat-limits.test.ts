import { readdir } from "node:fs/promises";
import path from "node:path";
import { chatEvents, formatBytes, permissions } from "@portal/shared";
import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signedIn } from "../../test-support/accounts.ts";
import { api, multipart } from "../../test-support/api-client.ts";
import {
  anonymousId,
  type ChatClient,
  connectChat,
  fromAddress,
  listeningOrigin,
  openedVisitor,
  textMessage,
  until,
} from "../../test-support/chat-sockets.ts";
import { buildConversation } from "../../test-support/factories/chat.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { chatConversations } from "./schema.ts";

const hour = 60 * 60 * 1000;
const day = 24 * hour;
const pngBytes = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from("IHDR"),
  Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde]),
]);

/** The limits of these tests: low enough to reach in a few calls. */
const limits = {
  TRUST_PROXY: "loopback",
  CHAT_MESSAGES_PER_MINUTE: "1000",
  CHAT_MESSAGES_PER_ADDRESS_PER_MINUTE: "10",
  CHAT_CONVERSATIONS_PER_ADDRESS_PER_HOUR: "20",
  CHAT_UPLOADS_PER_VISITOR_PER_DAY: "3",
  CHAT_UPLOADS_PER_ADDRESS_PER_DAY: "5",
  CHAT_UPLOAD_BYTES_PER_VISITOR_PER_DAY: "2000",
  CHAT_UPLOAD_BYTES_PER_ADDRESS_PER_DAY: "3000",
  // Only the sweep at start, within these tests.
  CHAT_STALE_SWEEP_SECONDS: "3600",
};

/** Each test's clients come from an address of their own, so no test uses up another's counts. */
let addressesGiven = 0;
function freshAddress() {
  addressesGiven += 1;
  return `198.51.100.${addressesGiven}`;
}

describe("chat limits per socket and per client address", () => {
  let testApp: TestApp;
  let origin: string;
  let agentAccount: SignedIn;
  const open: ChatClient[] = [];
  const track = <T extends ChatClient>(client: T) => {
    open.push(client);
    return client;
  };
  const agent = async (account = agentAccount) => {
    const client = track(await connectChat(origin, { token: account.token, language: "en-US" }));
    await client.next(chatEvents.serverOn);
    return client;
  };
  const visitorAt = async (address: string) =>
    track(await openedVisitor(origin, { language: "en-US" }, "Visitor 4821", fromAddress(address)));
  const statesOf = async (clientChatIds: string[]) =>
    new Map(
      (
        await testApp.db
          .select({ clientChatId: chatConversations.clientChatId, state: chatConversations.state })
          .from(chatConversations)
          .where(inArray(chatConversations.clientChatId, clientChatIds))
      ).map((row) => [row.clientChatId, row.state]),
    );
  const openCount = async () =>
    (
      await testApp.db
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(eq(chatConversations.state, "on"))
    ).length;

  beforeAll(async () => {
    testApp = await buildTestApp(limits);
    origin = await listeningOrigin(testApp);
    agentAccount = await signedIn(testApp, {
      nickname: "Agent Wu",
      permissions: [permissions.chatServe],
    });
  });
  afterEach(async () => {
    for (const client of open.splice(0)) client.close();
    await until(async () => (await testApp.app.io.fetchSockets()).length === 0, "sockets to close");
    await until(async () => (await openCount()) === 0, "every conversation to close");
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it("keeps one open conversation a socket: 20 fresh ids at once leave only the last open", async () => {
    const serving = await agent();
    const socket = track(
      await connectChat(origin, { role: "visitor" }, fromAddress(freshAddress())),
    );
    const ids = Array.from({ length: 20 }, () => anonymousId());
    const acks = await Promise.all(
      ids.map((clientChatId) =>
        socket.send(chatEvents.clientOn, {
          clientChatEn: { clientChatId, clientChatName: "Visitor 1000" },
        }),
      ),
    );
    expect(acks.every((ack) => ack.ok)).toBe(true);
    const states = await statesOf(ids);
    expect(ids.filter((id) => states.get(id) === "on")).toEqual([ids[19]]);
    await until(
      () => serving.received(chatEvents.clientOff).length === 19,
      "CLIENT_OFF of the 19 earlier conversations",
    );
    expect(
      new Set(
        serving.received(chatEvents.clientOff).map((event) => event.clientChatEn.clientChatId),
      ),
    ).toEqual(new Set(ids.slice(0, 19)));

    const message = textMessage("into the last one");
    expect(await socket.send(chatEvents.clientSendMessage, { msg: message })).toEqual({
      ok: true,
      id: message.id,
    });
    const forwarded = await serving.next(chatEvents.clientSendMessage);
    expect(forwarded.clientChatEn.clientChatId).toBe(ids[19]);
  });

  it("closes every conversation a socket opened when it leaves", async () => {
    const serving = await agent();
    const socket = track(
      await connectChat(origin, { role: "visitor" }, fromAddress(freshAddress())),
    );
    const ids = [anonymousId(), anonymousId(), anonymousId()];
    for (const clientChatId of ids) {
      const ack = await socket.send(chatEvents.clientOn, {
        clientChatEn: { clientChatId, clientChatName: "Visitor 1001" },
      });
      expect(ack.ok).toBe(true);
    }
    socket.close();
    await until(
      async () => [...(await statesOf(ids)).values()].every((state) => state === "off"),
      "the three conversations to close",
    );
    await until(
      () => serving.received(chatEvents.clientOff).length === 3,
      "a CLIENT_OFF for each of the three",
    );
  });

  it("refuses new conversations from one address past its hourly limit, not reconnections nor other addresses", async () => {
    const crowded = freshAddress();
    const admitted: Awaited<ReturnType<typeof visitorAt>>[] = [];
    for (let index = 0; index < 20; index += 1) admitted.push(await visitorAt(crowded));
    const refusedSockets = await Promise.all(
      Array.from({ length: 5 }, async () =>
        track(
          await connectChat(origin, { role: "visitor", language: "en-US" }, fromAddress(crowded)),
        ),
      ),
    );
    for (const socket of refusedSockets) {
      const ack = await socket.send(chatEvents.clientOn, {
        clientChatEn: { clientChatId: anonymousId(), clientChatName: "Visitor 2000" },
      });
      expect(ack).toEqual({
        ok: false,
        msg: expect.stringMatching(
          /at most 20 new conversations an hour.*try again in \d+ minutes/,
        ),
      });
      expect((await socket.next(chatEvents.error)).code).toBe("too_many_requests");
    }
    expect(await openCount()).toBe(20);

    // A visitor coming back to its conversation opens nothing new.
    const [first] = admitted;
    const returning = track(await connectChat(origin, { role: "visitor" }, fromAddress(crowded)));
    const again = await returning.send(chatEvents.clientOn, {
      clientChatEn: { clientChatId: first?.clientChatId, clientChatName: "Visitor 4821" },
    });
    expect(again).toEqual({ ok: true, id: first?.clientChatId });

    await visitorAt(freshAddress());
    testApp.advance(hour);
    await visitorAt(crowded);
  });

  it("limits the messages of one address across its conversations", async () => {
    const shared = freshAddress();
    const visitors = [await visitorAt(shared), await visitorAt(shared), await visitorAt(shared)];
    const acks = [];
    for (let round = 0; round < 5; round += 1) {
      for (const visitor of visitors) {
        acks.push(
          await visitor.send(chatEvents.clientSendMessage, { msg: textMessage(`m${round}`) }),
        );
      }
    }
    expect(acks.filter((ack) => ack.ok)).toHaveLength(10);
    expect(acks.slice(10)).toEqual(
      Array.from({ length: 5 }, () => ({
        ok: false,
        msg: expect.stringMatching(/at most 10 a minute.*try again in \d+ s/),
      })),
    );
    const elsewhere = await visitorAt(freshAddress());
    expect(
      (await elsewhere.send(chatEvents.clientSendMessage, { msg: textMessage("hi") })).ok,
    ).toBe(true);
  });

  it("pages findOnlineUsers, keeps each entry's fields, refuses a page too large and callers without chat:serve", async () => {
    const serving = await agent();
    const place = freshAddress();
    const visitors = [await visitorAt(place), await visitorAt(place), await visitorAt(place)];
    await until(() => serving.received(chatEvents.clientOn).length === 3, "the three CLIENT_ON");
    const asAgent = api(testApp).as(agentAccount.token);

    const first = await asAgent.get("/api/im/findOnlineUsers?page=1&pageSize=2");
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.data.list).toHaveLength(2);
    expect(Object.keys(first.data.list[0]).sort()).toEqual(
      [
        "clientChatId",
        "clientChatName",
        "lastMsgTime",
        "memberId",
        "sourceInfo_way",
        "state",
      ].sort(),
    );
    const second = await asAgent.get("/api/im/findOnlineUsers?page=2&pageSize=2");
    const listed = [...first.data.list, ...second.data.list].map(
      (entry: { clientChatId: string }) => entry.clientChatId,
    );
    expect(new Set(listed)).toEqual(new Set(visitors.map((visitor) => visitor.clientChatId)));
    expect((await asAgent.get("/api/im/findOnlineUsers")).data).toMatchObject({
      total: 3,
      page: 1,
      pageSize: 10,
    });

    const otherAccount = await signedIn(testApp, { permissions: [permissions.chatServe] });
    await agent(otherAccount);
    const others = await api(testApp)
      .as(otherAccount.token)
      .get("/api/im/findOnlineUsers?scope=mine");
    expect(others.data).toMatchObject({ list: [], total: 0 });
    expect((await asAgent.get("/api/im/findOnlineUsers?scope=mine")).data.total).toBe(3);

    expect((await asAgent.get("/api/im/findOnlineUsers?pageSize=1000")).status).toBe(400);
    expect((await asAgent.get("/api/im/findOnlineUsers?page=0")).status).toBe(400);
    expect((await asAgent.get("/api/im/findOnlineUsers?scope=everything")).status).toBe(400);
    expect((await api(testApp).get("/api/im/findOnlineUsers")).status).toBe(401);
    const member = await signedIn(testApp);
    expect((await api(testApp).as(member.token).get("/api/im/findOnlineUsers")).status).toBe(403);
  });

  it("tells a reconnecting agent of 20 of its conversations at most, the rest by paging", async () => {
    const serving = await agent();
    const addresses = [freshAddress(), freshAddress()];
    for (let index = 0; index < 25; index += 1) await visitorAt(addresses[index % 2] as string);
    await until(() => serving.received(chatEvents.clientOn).length === 25, "the 25 CLIENT_ON");

    const reopened = await agent();
    await until(() => reopened.received(chatEvents.clientOn).length >= 20, "20 CLIENT_ON");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reopened.received(chatEvents.clientOn)).toHaveLength(20);
    const told = reopened
      .received(chatEvents.clientOn)
      .map((event) => event.clientChatEn.clientChatId);
    const rest = await api(testApp)
      .as(agentAccount.token)
      .get("/api/im/findOnlineUsers?scope=mine&page=2&pageSize=20");
    expect(rest.data).toMatchObject({ total: 25, page: 2, pageSize: 20 });
    const paged = rest.data.list.map((entry: { clientChatId: string }) => entry.clientChatId);
    expect(paged).toHaveLength(5);
    expect(new Set([...told, ...paged]).size).toBe(25);
  });

  it("answers 429 naming the limit past a visitor's and an address's uploads of a day", async () => {
    const network = api(testApp).from(freshAddress()).language("en-US");
    const upload = (clientChatId: string) =>
      network.post(
        `/api/im/upload?kind=image&clientChatId=${clientChatId}`,
        multipart({ file: { name: "board.png", bytes: pngBytes } }),
      );
    const first = await visitorAt(freshAddress());
    const second = await visitorAt(freshAddress());
    for (let index = 0; index < 3; index += 1) {
      expect((await upload(first.clientChatId)).status).toBe(200);
    }
    const byVisitor = await upload(first.clientChatId);
    expect(byVisitor.status).toBe(429);
    expect(byVisitor.msg).toMatch(/at most 3 files a day.*try again in \d+ hours/);
    expect(Number(byVisitor.headers["retry-after"])).toBeGreaterThan(0);

    expect((await upload(second.clientChatId)).status).toBe(200);
    const byAddress = await upload(second.clientChatId);
    expect(byAddress.status).toBe(429);
    expect(byAddress.msg).toMatch(/network.*at most 5 files a day/);

    testApp.advance(day);
    expect((await upload(first.clientChatId)).status).toBe(200);
  });

  it("answers 429 past a visitor's and an address's bytes of a day, and keeps no refused file", async () => {
    const network = api(testApp).from(freshAddress()).language("en-US");
    const upload = (clientChatId: string) =>
      network.post(
        `/api/im/upload?kind=file&clientChatId=${clientChatId}`,
        multipart({ file: { name: "modem.log", bytes: Buffer.from("x".repeat(900)) } }),
      );
    // Chat files are private, each conversation's in a folder of its own.
    const files = path.join(testApp.config.documents.dir, "chat");
    const stored = async () =>
      (await readdir(files, { recursive: true, withFileTypes: true }).catch(() => [])).filter(
        (entry) => entry.isFile(),
      ).length;
    const before = await stored();
    const first = await visitorAt(freshAddress());
    const second = await visitorAt(freshAddress());
    expect((await upload(first.clientChatId)).status).toBe(200);
    expect((await upload(first.clientChatId)).status).toBe(200);
    const byVisitor = await upload(first.clientChatId);
    expect(byVisitor.status).toBe(429);
    expect(byVisitor.msg).toContain(`at most ${formatBytes(2000)} of files a day`);

    expect((await upload(second.clientChatId)).status).toBe(200);
    const byAddress = await upload(second.clientChatId);
    expect(byAddress.status).toBe(429);
    expect(byAddress.msg).toMatch(/network/);
    expect(byAddress.msg).toContain(`at most ${formatBytes(3000)} of files a day`);
    expect(await stored()).toBe(before + 3);
  });

  it("refuses a chat name with direction or zero-width characters and keeps names in NFKC form", async () => {
    const socket = track(
      await connectChat(
        origin,
        { role: "visitor", language: "en-US" },
        fromAddress(freshAddress()),
      ),
    );
    for (const name of ["Visitor\u202E1234", "Vis\u200Bitor", "\u2066Visitor\u2069"]) {
      const ack = await socket.send(chatEvents.clientOn, {
        clientChatEn: { clientChatId: anonymousId(), clientChatName: name },
      });
      expect(ack).toMatchObject({ ok: false, msg: expect.stringContaining("clientChatName") });
    }
    const clientChatId = anonymousId();
    const wide = await socket.send(chatEvents.clientOn, {
      clientChatEn: { clientChatId, clientChatName: "Ｖｉｓｉｔｏｒ ７" },
    });
    expect(wide.ok).toBe(true);
    const [row] = await testApp.db
      .select({ name: chatConversations.clientChatName })
      .from(chatConversations)
      .where(eq(chatConversations.clientChatId, clientChatId));
    expect(row?.name).toBe("Visitor 7");
  });

  it("closes conversations no socket holds when an instance starts", async () => {
    const ghost = await buildConversation(testApp, { state: "on" });
    const restarted = await buildTestApp(limits, { sharedDatabase: testApp.database });
    try {
      await until(
        async () => (await statesOf([ghost.clientChatId])).get(ghost.clientChatId) === "off",
        "the ghost to close",
      );
    } finally {
      await restarted.close();
    }
  });
});

describe("the sweep of stale conversations", () => {
  let testApp: TestApp;
  let origin: string;
  beforeAll(async () => {
    testApp = await buildTestApp({ CHAT_STALE_SWEEP_SECONDS: "1" });
    origin = await listeningOrigin(testApp);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it("closes an open conversation no socket is in, tells its agent, and leaves live ones open", async () => {
    const account = await signedIn(testApp, { permissions: [permissions.chatServe] });
    const serving = await connectChat(origin, { token: account.token });
    await serving.next(chatEvents.serverOn);
    const live = await openedVisitor(origin);
    await serving.next(chatEvents.clientOn);
    const ghost = await buildConversation(testApp, { state: "on", agentUserId: account.user.id });

    const clientOff = await serving.next(
      chatEvents.clientOff,
      (event) => event.clientChatEn.clientChatId === ghost.clientChatId,
    );
    expect(clientOff.clientChatEn.state).toBe("off");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const states = await testApp.db
      .select({ clientChatId: chatConversations.clientChatId, state: chatConversations.state })
      .from(chatConversations)
      .where(inArray(chatConversations.clientChatId, [live.clientChatId, ghost.clientChatId]));
    expect(new Map(states.map((row) => [row.clientChatId, row.state]))).toEqual(
      new Map([
        [live.clientChatId, "on"],
        [ghost.clientChatId, "off"],
      ]),
    );
    live.close();
    serving.close();
  });
});
