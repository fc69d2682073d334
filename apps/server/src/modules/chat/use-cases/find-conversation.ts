import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { chatConversations } from "../schema.ts";

/** A conversation by its key, or undefined. */
export async function findConversation({
  db,
  clientChatId,
}: {
  db: Database;
  clientChatId: string;
}) {
  const [conversation] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.clientChatId, clientChatId));
  return conversation;
}
