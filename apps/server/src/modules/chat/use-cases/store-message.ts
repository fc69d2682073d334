import type { VisitorMessageInput } from "@portal/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { chatConversations, chatMessageRecords } from "../schema.ts";

/**
 * Stores a message under the id its sender chose, once per conversation: a resend of a stored
 * id answers the stored row with `isNew: false` and changes nothing. Answers also the agent the
 * conversation has at that moment: a visitor's message written while it has none waits
 * (`delivered` false) for the next agent.
 */
export async function storeMessage({
  db,
  conversationId,
  message,
  role,
  agentUserId,
  now,
}: {
  db: Database;
  conversationId: number;
  message: Exclude<VisitorMessageInput, { contentType: "preInput" }>;
  role: "client" | "server";
  agentUserId: number | null;
  now: Date;
}) {
  // Two statements and no transaction (BEGIN and COMMIT would double the round trips of every
  // message): the message is the write that counts, and a failure between them leaves only the
  // list's sort time behind, which the next message sets again.
  const [inserted] = await db
    .insert(chatMessageRecords)
    .values({
      conversationId,
      messageId: message.id,
      role,
      contentType: message.contentType,
      content: message.content,
      agentUserId,
      delivered:
        role === "server"
          ? true
          : sql<boolean>`exists (select 1 from ${chatConversations} where ${chatConversations.id} = ${conversationId} and ${chatConversations.agentUserId} is not null)`,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) {
    const [conversation] = await db
      .update(chatConversations)
      .set({ lastMessageAt: now })
      .where(eq(chatConversations.id, conversationId))
      .returning({ agentUserId: chatConversations.agentUserId });
    return { row: inserted, isNew: true, currentAgentId: conversation?.agentUserId ?? null };
  }
  const [stored] = await db
    .select()
    .from(chatMessageRecords)
    .where(
      and(
        eq(chatMessageRecords.conversationId, conversationId),
        eq(chatMessageRecords.messageId, message.id),
      ),
    );
  if (!stored) throw new Error("a conflicting chat message was not found");
  return { row: stored, isNew: false, currentAgentId: null };
}
