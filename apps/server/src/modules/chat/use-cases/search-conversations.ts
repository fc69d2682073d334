import type { ChatConversationSearchQuery } from "@portal/shared";
import { and, count, desc, eq, exists, gte, ilike, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { containsPattern } from "../../../platform/db/like-pattern.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { users } from "../../user/schema.ts";
import { chatConversations, chatMessageRecords } from "../schema.ts";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The staff search of conversations, latest message first: by visitor (its id exactly, or a part
 * of its name), by agent (serving it now, or having answered in it), by the day of its last
 * message (UTC days, both ends included).
 */
export function searchConversations({
  db,
  visitor,
  agentUserId,
  from,
  to,
  ...page
}: ChatConversationSearchQuery & { db: Database }) {
  const keyword = visitor?.trim();
  const where = and(
    keyword
      ? or(
          eq(chatConversations.clientChatId, keyword),
          ilike(chatConversations.clientChatName, containsPattern(keyword)),
        )
      : undefined,
    agentUserId
      ? or(
          eq(chatConversations.agentUserId, agentUserId),
          exists(
            db
              .select({ one: sql`1` })
              .from(chatMessageRecords)
              .where(
                and(
                  eq(chatMessageRecords.agentUserId, agentUserId),
                  eq(chatMessageRecords.conversationId, chatConversations.id),
                ),
              ),
          ),
        )
      : undefined,
    from ? gte(chatConversations.lastMessageAt, new Date(from)) : undefined,
    to ? lt(chatConversations.lastMessageAt, new Date(new Date(to).getTime() + dayMs)) : undefined,
  );
  return paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select({
          conversation: chatConversations,
          agentName: users.nickname,
          messageCount: sql<number>`(select count(*)::int from ${chatMessageRecords} where ${chatMessageRecords.conversationId} = ${chatConversations.id})`,
        })
        .from(chatConversations)
        .leftJoin(users, eq(users.id, chatConversations.agentUserId))
        .where(where)
        .orderBy(
          sql`${chatConversations.lastMessageAt} desc nulls last`,
          desc(chatConversations.id),
        )
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: count() }).from(chatConversations).where(where),
  });
}
