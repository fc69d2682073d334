import { and, eq, isNull, notInArray, or } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { chatConversations } from "../schema.ts";

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
