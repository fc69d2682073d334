import { chatLimits, type PageQuery } from "@portal/shared";
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { chatConversations, chatMessageRecords } from "../schema.ts";

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

/**
 * The conversations visitors have open now, latest message first (those without one yet
 * first of all), a page at a time; only those `agentUserId` serves when it is given.
 */
export function findOpenConversations({
  db,
  agentUserId,
  ...page
}: PageQuery & { db: Database; agentUserId?: number }) {
  const where = and(
    eq(chatConversations.state, "on"),
    agentUserId === undefined ? undefined : eq(chatConversations.agentUserId, agentUserId),
  );
  return paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(chatConversations)
        .where(where)
        .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: count() }).from(chatConversations).where(where),
  });
}
