import type { PageQuery } from "@portal/shared";
import { asc, count, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { chatMessageRecords } from "../schema.ts";
import { findConversation } from "./find-conversation.ts";

/** One page of a conversation's messages, oldest first (an unknown conversation has none). */
export async function findHistory({
  db,
  clientChatId,
  ...page
}: PageQuery & { db: Database; clientChatId: string }) {
  const conversation = await findConversation({ db, clientChatId });
  if (!conversation) return { list: [], total: 0, ...page };
  const ofConversation = eq(chatMessageRecords.conversationId, conversation.id);
  return paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(chatMessageRecords)
        .where(ofConversation)
        .orderBy(asc(chatMessageRecords.seq))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: count() }).from(chatMessageRecords).where(ofConversation),
  });
}
