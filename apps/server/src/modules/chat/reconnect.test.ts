import { type ChatAck, chatEvents, permissions } from "@portal/shared";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { api } from "../../test-support/api-client.ts";
import {
  anonymousId,
  connectChat,
  listeningOrigin,
  textMessage,
} from "../../test-support/chat-sockets.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

/**
 * A visitor as the web panel behaves: it sends only once its CLIENT_ON is acknowledged, keeps
 * every message until its acknowledgement and, after each reconnection, resends those by id.
 */
function reliableVisitor(socket: Socket, clientChatId: string) {
  const unacknowledged = new Map<string, ReturnType<typeof textMessage>>();
  let ready = false;
  let emitted = 0;
  let onReady = () => {};
  const emit = (message: ReturnType<typeof textMessage>) => {
    emitted += 1;
    socket
      .timeout(2000)
      .emit(chatEvents.clientSendMessage, { msg: message }, (error: unknown, ack: ChatAck) => {
        if (!error && ack.ok) unacknowledged.delete(ack.id);
      });
  };
  const open = () => {
    ready = false;
    socket.emit(
      chatEvents.clientOn,
      { clientChatEn: { clientChatId, clientChatName: "Visitor 1000" } },
      (ack: ChatAck) => {
        if (!ack.ok) return;
        ready = true;
        for (const message of unacknowledged.values()) emit(message);
        onReady();
      },
    );
  };
  socket.on("connect", open);
  socket.on("disconnect", () => {
    ready = false;
  });
  if (socket.connected) open();
  return {
    unacknowledged,
    emitted: () => emitted,
    whenReady: () =>
      ready
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            onReady = resolve;
          }),
    send(message: ReturnType<typeof textMessage>) {
      unacknowledged.set(message.id, message);
      if (ready) emit(message);
    },
  };
}

describe("a visitor reconnecting while it sends", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      CHAT_MESSAGES_PER_MINUTE: "100000",
      CHAT_MESSAGES_PER_ADDRESS_PER_MINUTE: "100000",
    });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it("loses and doubles nothing over 100 forced reconnects", { timeout: 400_000 }, async () => {
    const origin = await listeningOrigin(testApp);
    const agentAccount = await signedIn(testApp, { permissions: [permissions.chatServe] });
    const agent = await connectChat(origin, { token: agentAccount.token });
    await agent.next(chatEvents.serverOn);

    const clientChatId = anonymousId();
    const visitorClient = await connectChat(origin, { role: "visitor" }, { reconnection: true });
    const visitor = reliableVisitor(visitorClient.socket, clientChatId);
    const sent: string[] = [];
    for (let round = 0; round < 100; round += 1) {
      await visitor.whenReady();
      for (let index = 0; index < 3; index += 1) {
        const message = textMessage(`round ${round} message ${index}`);
        sent.push(message.id);
        visitor.send(message);
      }
      const reconnected = new Promise<void>((resolve) =>
        visitorClient.socket.once("connect", () => resolve()),
      );
      // The transport drops under the messages in flight, as a network change would.
      visitorClient.socket.io.engine.close();
      await reconnected;
    }
    const end = Date.now() + 30_000;
    while (visitor.unacknowledged.size > 0 && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(visitor.unacknowledged.size).toBe(0);
    // Some messages were cut off by a reconnect and sent again: the case under test happened.
    expect(visitor.emitted()).toBeGreaterThan(sent.length);

    const page = await api(testApp)
      .as(agentAccount.token)
      .get(`/api/im/findHistoryMsg?clientChatId=${clientChatId}&pageSize=100&page=1`);
    expect(page.data.total).toBe(sent.length);
    const stored: string[] = [];
    for (let pageNumber = 1; pageNumber <= Math.ceil(sent.length / 100); pageNumber += 1) {
      const answer = await api(testApp)
        .as(agentAccount.token)
        .get(`/api/im/findHistoryMsg?clientChatId=${clientChatId}&pageSize=100&page=${pageNumber}`);
      stored.push(...answer.data.list.map((message: { id: string }) => message.id));
    }
    expect(new Set(stored).size).toBe(stored.length);
    expect(new Set(stored)).toEqual(new Set(sent));

    const forwarded = agent
      .received(chatEvents.clientSendMessage)
      .map((event) => event.msg.id as string);
    expect(forwarded.length).toBe(sent.length);
    expect(new Set(forwarded)).toEqual(new Set(sent));
    visitorClient.close();
    agent.close();
  });
});
