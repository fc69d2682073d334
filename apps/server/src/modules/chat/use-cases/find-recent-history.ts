import { chatLimits } from "@portal/shared";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { chatMessageRecords } from "../schema.ts";
import { findConversation } from "./find-conversation.ts";

/** The latest messages of a conversation, oldest first: what a console shows on connect. */
export async function findRecentHistory({
  db,
  clientChatId,
}: {
  db: Database;
  clientChatId: string;
}) {
  const conversation = await findConversation({ db, clientChatId });
  if (!conversation) return [];
  const latest = await db
    .select()
    .from(chatMessageRecords)
    .where(eq(chatMessageRecords.conversationId, conversation.id))
    .orderBy(desc(chatMessageRecords.seq))
    .limit(chatLimits.recentHistorySize);
  return latest.reverse();
}
