import { randomInt } from "node:crypto";
import { chatEvents, permissions } from "@portal/shared";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { api, multipart } from "../../test-support/api-client.ts";
import {
  anonymousId,
  connectChat,
  fromAddress,
  listeningOrigin,
  openedVisitor,
  textMessage,
  until,
} from "../../test-support/chat-sockets.ts";
import { buildConversation } from "../../test-support/factories/chat.ts";
import { requireService } from "../../test-support/requirements.ts";
import { alignClocksOnWindow, buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { chatConversations } from "./schema.ts";

const redisUrl = requireService("TEST_REDIS_URL", "the live-chat tests across instances on Redis");

/**
 * A client address of this run's own: the counts of an address live in the shared Redis for a
 * day, past this run and beside other runs.
 */
const randomAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

/** Two app instances on one database and one Redis, as behind a load balancer. */
describe.skipIf(!redisUrl)("live chat across two instances", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const environment = {
      REDIS_URL: redisUrl,
      TRUST_PROXY: "loopback",
      CHAT_CONVERSATIONS_PER_ADDRESS_PER_HOUR: "3",
      CHAT_MESSAGES_PER_ADDRESS_PER_MINUTE: "4",
      CHAT_UPLOADS_PER_ADDRESS_PER_DAY: "2",
      CHAT_STALE_SWEEP_SECONDS: "1",
    };
    first = await buildTestApp(environment);
    second = await buildTestApp(environment, { sharedDatabase: first.database });
    alignClocksOnWindow([first, second], 24 * 60 * 60 * 1000);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("carries a conversation between a visitor on one instance and agents on the other", async () => {
    const firstAgentAccount = await signedIn(first, {
      nickname: "Agent One",
      permissions: [permissions.chatServe],
    });
    const agent = await connectChat(await listeningOrigin(first), {
      token: firstAgentAccount.token,
    });
    await agent.next(chatEvents.serverOn);

    const visitor = await openedVisitor(
      await listeningOrigin(second),
      {},
      "Visitor 4821",
      fromAddress(randomAddress()),
    );
    expect((await visitor.next(chatEvents.serverOn)).serverChatName).toBe("Agent One");
    await agent.next(
      chatEvents.clientOn,
      (event) => event.clientChatEn.clientChatId === visitor.clientChatId,
    );

    const question = textMessage("across instances?");
    expect(await visitor.send(chatEvents.clientSendMessage, { msg: question })).toEqual({
      ok: true,
      id: question.id,
    });
    expect((await agent.next(chatEvents.clientSendMessage)).msg.id).toBe(question.id);

    const answer = textMessage("yes, through Redis");
    await agent.send(chatEvents.serverSendMessage, {
      clientChatId: visitor.clientChatId,
      msg: answer,
    });
    expect((await visitor.next(chatEvents.serverSendMessage)).msg.id).toBe(answer.id);

    const secondAgentAccount = await signedIn(second, {
      nickname: "Agent Two",
      permissions: [permissions.chatServe],
    });
    const otherAgent = await connectChat(await listeningOrigin(second), {
      token: secondAgentAccount.token,
    });
    await otherAgent.next(chatEvents.serverOn);
    agent.close();
    await otherAgent.next(
      chatEvents.clientOn,
      (event) => event.clientChatEn.clientChatId === visitor.clientChatId,
    );
    await visitor.next(chatEvents.serverOn, (identity) => identity.serverChatName === "Agent Two");

    visitor.close();
    const clientOff = await otherAgent.next(chatEvents.clientOff);
    expect(clientOff.clientChatEn.clientChatId).toBe(visitor.clientChatId);
    otherAgent.close();
  });

  it("counts one address's new conversations, messages and uploads on both instances together", async () => {
    const address = randomAddress();
    const origins = [await listeningOrigin(first), await listeningOrigin(second)];
    const visitors = [];
    for (const origin of [origins[0], origins[1], origins[0]] as string[]) {
      visitors.push(
        await openedVisitor(origin, { language: "en-US" }, "Visitor 4821", fromAddress(address)),
      );
    }
    const fourth = await connectChat(
      origins[1] as string,
      { role: "visitor", language: "en-US" },
      fromAddress(address),
    );
    const refused = await fourth.send(chatEvents.clientOn, {
      clientChatEn: { clientChatId: anonymousId(), clientChatName: "Visitor 4822" },
    });
    expect(refused).toMatchObject({
      ok: false,
      msg: expect.stringContaining("at most 3 new conversations an hour"),
    });

    const [one, two, three] = visitors;
    const acks = [];
    for (const visitor of [one, one, two, two, three]) {
      acks.push(await visitor?.send(chatEvents.clientSendMessage, { msg: textMessage("hello") }));
    }
    expect(acks.map((ack) => ack?.ok)).toEqual([true, true, true, true, false]);

    const upload = (testApp: TestApp, clientChatId: string) =>
      api(testApp)
        .from(address)
        .language("en-US")
        .post(
          `/api/im/upload?kind=file&clientChatId=${clientChatId}`,
          multipart({ file: { name: "modem.log", bytes: Buffer.from("AT+CSQ\r\nOK\r\n") } }),
        );
    expect((await upload(first, one?.clientChatId as string)).status).toBe(200);
    expect((await upload(second, two?.clientChatId as string)).status).toBe(200);
    const third = await upload(first, three?.clientChatId as string);
    expect(third.status).toBe(429);
    expect(third.msg).toContain("at most 2 files a day");
    for (const client of [...visitors, fourth]) client?.close();
  });

  it("closes a stale conversation from either instance, never one whose visitor is on the other", async () => {
    const onSecond = await openedVisitor(
      await listeningOrigin(second),
      {},
      "Visitor 4821",
      fromAddress(randomAddress()),
    );
    const ghost = await buildConversation(first, { state: "on" });
    const stateOf = async (clientChatId: string) => {
      const [row] = await first.db
        .select({ state: chatConversations.state })
        .from(chatConversations)
        .where(eq(chatConversations.clientChatId, clientChatId));
      return row?.state;
    };
    await until(async () => (await stateOf(ghost.clientChatId)) === "off", "the ghost to close");
    // Both instances have swept meanwhile at least once more.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const rows = await first.db
      .select({ clientChatId: chatConversations.clientChatId, state: chatConversations.state })
      .from(chatConversations)
      .where(inArray(chatConversations.clientChatId, [onSecond.clientChatId]));
    expect(rows).toEqual([{ clientChatId: onSecond.clientChatId, state: "on" }]);
    onSecond.close();
  });
});
