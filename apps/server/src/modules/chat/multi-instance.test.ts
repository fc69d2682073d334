import { chatEvents, permissions } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import {
  connectChat,
  listeningOrigin,
  openedVisitor,
  textMessage,
} from "../../test-support/chat-sockets.ts";
import { requireService } from "../../test-support/requirements.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

const redisUrl = requireService("TEST_REDIS_URL", "the live-chat tests across instances on Redis");

/** Two app instances on one database and one Redis, as behind a load balancer. */
describe.skipIf(!redisUrl)("live chat across two instances", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const environment = { REDIS_URL: redisUrl };
    first = await buildTestApp(environment);
    second = await buildTestApp(environment, { sharedDatabase: first.database });
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

    const visitor = await openedVisitor(await listeningOrigin(second));
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
});
