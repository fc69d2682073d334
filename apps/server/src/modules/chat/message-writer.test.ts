import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { buildConversation } from "../../test-support/factories/chat.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { messageWriter } from "./message-writer.ts";
import { chatConversations, chatMessageRecords } from "./schema.ts";
import type { MessageToStore } from "./use-cases/store-message.ts";

describe("group commit of chat messages", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const text = (
    conversationId: number,
    content: string,
    id: string = randomUUID(),
  ): MessageToStore => ({
    conversationId,
    message: { id, contentType: "text", content },
    role: "client",
    agentUserId: null,
    now: new Date(),
  });
  const storedContents = async (conversationId: number) =>
    (
      await testApp.app.db
        .select()
        .from(chatMessageRecords)
        .where(eq(chatMessageRecords.conversationId, conversationId))
        .orderBy(asc(chatMessageRecords.seq))
    ).map((row) => row.content);

  it("stores a burst in order, each answered once its row is stored, a repeated id once", async () => {
    const agent = await signedIn(testApp);
    const served = await buildConversation(testApp, { agentUserId: agent.user.id });
    const waiting = await buildConversation(testApp);
    const writer = messageWriter(testApp.app.db);
    const repeatedId = randomUUID();
    const burst = [
      ...Array.from({ length: 40 }, (_, index) => text(served.id, `served ${index}`)),
      text(waiting.id, "first", repeatedId),
      ...Array.from({ length: 10 }, (_, index) => text(waiting.id, `waiting ${index}`)),
      text(waiting.id, "first again", repeatedId),
    ];
    const results = await Promise.all(burst.map((message) => writer.store(message)));

    expect(results.filter((result) => result.isNew)).toHaveLength(51);
    expect(results.at(-1)).toMatchObject({ isNew: false, row: { content: "first" } });
    expect(results[0]).toMatchObject({ isNew: true, currentAgentId: agent.user.id });
    expect(results[0]?.row.delivered).toBe(true);
    expect(results[40]).toMatchObject({ isNew: true, currentAgentId: null });
    expect(results[40]?.row.delivered).toBe(false);
    expect(await storedContents(served.id)).toEqual(
      Array.from({ length: 40 }, (_, index) => `served ${index}`),
    );
    expect(await storedContents(waiting.id)).toEqual([
      "first",
      ...Array.from({ length: 10 }, (_, index) => `waiting ${index}`),
    ]);
    const [conversation] = await testApp.app.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, served.id));
    expect(conversation?.lastMessageAt?.getTime()).toBe(burst[39]?.now.getTime());

    // A resend in a later burst is answered with the stored row.
    const again = await writer.store(text(served.id, "changed", results[0]?.row.messageId));
    expect(again).toMatchObject({ isNew: false, row: { content: "served 0" } });
  });

  it("fails only the message that cannot be stored when its burst fails", async () => {
    const conversation = await buildConversation(testApp);
    const writer = messageWriter(testApp.app.db);
    const outcomes = await Promise.allSettled([
      writer.store(text(conversation.id, "kept 1")),
      writer.store(text(2_000_000_000, "no such conversation")),
      writer.store(text(conversation.id, "kept 2")),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    expect(await storedContents(conversation.id)).toEqual(["kept 1", "kept 2"]);
  });
});
