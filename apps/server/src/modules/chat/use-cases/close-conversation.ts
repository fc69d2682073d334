import { and, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { chatConversations } from "../schema.ts";

/**
 * A visitor left: its conversation is off (its agent keeps it for the visitor's return).
 * Answers the conversation when this call closed it, undefined when it was already off, so
 * that of several instances closing it at once only one tells its agent.
 */
export async function closeConversation({
  db,
  conversationId,
}: {
  db: Database;
  conversationId: number;
}) {
  const [closed] = await db
    .update(chatConversations)
    .set({ state: "off" })
    .where(and(eq(chatConversations.id, conversationId), eq(chatConversations.state, "on")))
    .returning();
  return closed;
}
