import { and, count, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { chatConversations, chatMessageRecords } from "../schema.ts";

/**
 * The online agent with the fewest open chats (a tie goes to the lowest id, so every instance
 * picks the same); `preferred` keeps a returning visitor with its agent while that one is online.
 */
async function chooseAgent(
  db: Database,
  onlineAgentIds: number[],
  preferred: number | null,
): Promise<number | null> {
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

/**
 * Gives a conversation to the least-loaded of the online agents (`preferred` while it is one of
 * them), or to nobody when none is online. Answers the agent chosen and the messages that waited
 * for one, now delivered (none when nobody was chosen). The caller runs hand-overs one at a
 * time: the loads are read before the conversation is written.
 */
export async function handOverConversation({
  db,
  conversationId,
  onlineAgentIds,
  preferred,
}: {
  db: Database;
  conversationId: number;
  onlineAgentIds: number[];
  preferred: number | null;
}) {
  const agentUserId = await chooseAgent(db, onlineAgentIds, preferred);
  const waiting = await inTransaction(db, async (tx) => {
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
  return { agentUserId, waiting };
}
