import { and, count, eq, inArray, isNull, notInArray, or } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { chatConversations, chatMessageRecords } from "../schema.ts";

/**
 * The online agent with the fewest open chats (a tie goes to the lowest id, so every instance
 * picks the same); `preferred` keeps a returning visitor with its agent while that one is online.
 */
export async function chooseAgent({
  db,
  onlineAgentIds,
  preferred,
}: {
  db: Database;
  onlineAgentIds: number[];
  preferred?: number | null;
}): Promise<number | null> {
  if (onlineAgentIds.length === 0) return null;
  if (preferred && onlineAgentIds.includes(preferred)) return preferred;
  const loads = await db
    .select({ agentUserId: chatConversations.agentUserId, open: count() })
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.state, "on"),
        inArray(chatConversations.agentUserId, onlineAgentIds),
      ),
    )
    .groupBy(chatConversations.agentUserId);
  const openChats = new Map(loads.map((load) => [load.agentUserId, load.open]));
  const [chosen] = [...onlineAgentIds].sort(
    (a, b) => (openChats.get(a) ?? 0) - (openChats.get(b) ?? 0) || a - b,
  );
  return chosen ?? null;
}

/** Gives a conversation to an agent (or to nobody), answering the messages that waited for one. */
export async function assignConversation({
  db,
  conversationId,
  agentUserId,
}: {
  db: Database;
  conversationId: number;
  agentUserId: number | null;
}) {
  return inTransaction(db, async (tx) => {
    await tx
      .update(chatConversations)
      .set({ agentUserId })
      .where(eq(chatConversations.id, conversationId));
    if (agentUserId === null) return [];
    return tx
      .update(chatMessageRecords)
      .set({ delivered: true })
      .where(
        and(
          eq(chatMessageRecords.conversationId, conversationId),
          eq(chatMessageRecords.delivered, false),
        ),
      )
      .returning();
  });
}

/**
 * The open conversations no online agent serves: those without an agent, and those of agents
 * that left (or whose instance stopped) without handing them over.
 */
export function listUnservedConversations({
  db,
  onlineAgentIds,
}: {
  db: Database;
  onlineAgentIds: number[];
}) {
  const unserved =
    onlineAgentIds.length === 0
      ? undefined
      : or(
          isNull(chatConversations.agentUserId),
          notInArray(chatConversations.agentUserId, onlineAgentIds),
        );
  return db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.state, "on"), unserved))
    .orderBy(chatConversations.id);
}

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

/** Every open conversation's id and key: what the sweep of stale conversations checks. */
export function listOpenConversations({ db }: { db: Database }) {
  return db
    .select({ id: chatConversations.id, clientChatId: chatConversations.clientChatId })
    .from(chatConversations)
    .where(eq(chatConversations.state, "on"));
}
