import { asc, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { users } from "../../user/schema.ts";
import { chatConversations, chatMessageRecords } from "../schema.ts";

/** The agents a search may pick: whoever serves or answered a conversation. */
export function listChatAgents({ db }: { db: Database }) {
  const agentIds = db
    .selectDistinct({ id: chatConversations.agentUserId })
    .from(chatConversations)
    .where(isNotNull(chatConversations.agentUserId))
    .union(
      db
        .selectDistinct({ id: chatMessageRecords.agentUserId })
        .from(chatMessageRecords)
        .where(isNotNull(chatMessageRecords.agentUserId)),
    );
  return db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(sql`${users.id} in (${agentIds})`)
    .orderBy(asc(users.id));
}
