import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { chatConversations } from "../schema.ts";

/** Every open conversation's id and key: what the sweep of stale conversations checks. */
export function listOpenConversations({ db }: { db: Database }) {
  return db
    .select({ id: chatConversations.id, clientChatId: chatConversations.clientChatId })
    .from(chatConversations)
    .where(eq(chatConversations.state, "on"));
}
