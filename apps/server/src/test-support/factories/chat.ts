import { randomBytes, randomUUID } from "node:crypto";
import { chatConversations, chatMessageRecords } from "../../modules/chat/schema.ts";
import type { TestApp } from "../test-app.ts";

type ConversationOverrides = Partial<typeof chatConversations.$inferInsert> & {
  /** Messages stored in it, in order; an agent's carry its id. */
  messages?: { role: "client" | "server"; content: string; agentUserId?: number; at?: Date }[];
};

/** A conversation of an anonymous visitor, with its messages; the last one sets its time. */
export async function buildConversation(testApp: TestApp, overrides: ConversationOverrides = {}) {
  const { messages = [], ...values } = overrides;
  const lastAt = messages.at(-1)?.at ?? (messages.length > 0 ? new Date() : null);
  const [conversation] = await testApp.app.db
    .insert(chatConversations)
    .values({
      clientChatId: randomBytes(12).toString("base64url"),
      clientChatName: "Visitor 1000",
      lastMessageAt: lastAt,
      ...values,
    })
    .returning();
  if (!conversation) throw new Error("the conversation was not inserted");
  for (const message of messages) {
    await testApp.app.db.insert(chatMessageRecords).values({
      conversationId: conversation.id,
      messageId: randomUUID(),
      role: message.role,
      contentType: "text",
      content: message.content,
      agentUserId: message.agentUserId ?? null,
      createdAt: message.at ?? new Date(),
    });
  }
  return conversation;
}
