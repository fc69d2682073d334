import { sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { chatConversations } from "../schema.ts";

/**
 * `CLIENT_ON`: the visitor's conversation, made on its first visit and set on at every
 * connection; `existed` tells the console a reconnection from a new customer.
 */
export async function openConversation({
  db,
  clientChatId,
  clientChatName,
  userId,
  sourceInfoWay,
}: {
  db: Database;
  clientChatId: string;
  clientChatName: string;
  userId: number | null;
  sourceInfoWay: string | null;
}) {
  const [row] = await db
    .insert(chatConversations)
    .values({ clientChatId, clientChatName, userId, sourceInfoWay, state: "on" })
    .onConflictDoUpdate({
      target: chatConversations.clientChatId,
      set: { clientChatName, sourceInfoWay, state: "on" },
    })
    .returning({
      id: chatConversations.id,
      clientChatId: chatConversations.clientChatId,
      clientChatName: chatConversations.clientChatName,
      sourceInfoWay: chatConversations.sourceInfoWay,
      agentUserId: chatConversations.agentUserId,
      userId: chatConversations.userId,
      lastMessageAt: chatConversations.lastMessageAt,
      state: chatConversations.state,
      // A row the insert wrote has no deleting transaction yet; an updated one has.
      inserted: sql<boolean>`(xmax = 0)`,
    });
  if (!row) throw new Error("the conversation was neither inserted nor updated");
  const { inserted, ...conversation } = row;
  return { conversation, existed: !inserted };
}
