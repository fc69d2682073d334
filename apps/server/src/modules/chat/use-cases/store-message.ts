import type { VisitorMessageInput } from "@portal/shared";
import { and, eq, or, sql } from "drizzle-orm";
import { type Database, rowsOf } from "../../../platform/db/client.ts";
import { chatMessageRecords } from "../schema.ts";

/** A message to store: the id its sender chose, in its conversation. */
export type MessageToStore = {
  conversationId: number;
  message: Exclude<VisitorMessageInput, { contentType: "preInput" }>;
  role: "client" | "server";
  agentUserId: number | null;
  now: Date;
};

type MessageRow = typeof chatMessageRecords.$inferSelect;

/**
 * A stored message: `isNew` false for a resend of an id already stored (nothing changed), and
 * the agent its conversation has at that moment (null for a resend).
 */
export type StoredMessage = { row: MessageRow; isNew: boolean; currentAgentId: number | null };

type InsertedRow = {
  seq: number;
  conversation_id: number;
  message_id: string;
  role: string;
  content_type: string;
  content: string;
  agent_user_id: number | null;
  delivered: boolean;
  created_at: Date | string;
  current_agent_id: number | null;
};

const keyOf = (conversationId: number, messageId: string) => `${conversationId}:${messageId}`;

/**
 * Stores messages under the ids their senders chose, each once per conversation, in one
 * statement that also sets their conversations' last-message time: a burst of messages costs
 * one round trip. A visitor's message written while its conversation has no agent waits
 * (`delivered` false) for the next agent. Answers one result per message, in order; a resend of
 * a stored id answers the stored row with `isNew: false`.
 */
export async function storeMessages({
  db,
  messages,
}: {
  db: Database;
  messages: MessageToStore[];
}): Promise<StoredMessage[]> {
  if (messages.length === 0) return [];
  const input = messages.map((item, position) => ({
    position,
    conversation_id: item.conversationId,
    message_id: item.message.id,
    role: item.role,
    content_type: item.message.contentType,
    content: item.message.content,
    agent_user_id: item.agentUserId,
    created_at: item.now.toISOString(),
  }));
  // Rows are inserted in the order given (their seq is the conversation's order); a second copy
  // of an id in the same burst is skipped like any resend.
  const insertedRows = await rowsOf<InsertedRow>(
    db,
    sql`
    with inserted as (
      insert into chat_messages
        (conversation_id, message_id, role, content_type, content, agent_user_id, delivered, created_at)
      select v.conversation_id, v.message_id, v.role, v.content_type, v.content, v.agent_user_id,
        v.role = 'server' or exists (
          select 1 from chat_conversations c
          where c.id = v.conversation_id and c.agent_user_id is not null
        ),
        v.created_at
      from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as v(
        position int, conversation_id int, message_id text, role text, content_type text,
        content text, agent_user_id int, created_at timestamptz
      )
      order by v.position
      on conflict do nothing
      returning *
    ), touched as (
      update chat_conversations c set last_message_at = latest.at
      from (
        select conversation_id, max(created_at) as at from inserted group by conversation_id
      ) latest
      where c.id = latest.conversation_id
      returning c.id, c.agent_user_id
    )
    select i.*, t.agent_user_id as current_agent_id
    from inserted i left join touched t on t.id = i.conversation_id
  `,
  );
  const inserted = new Map<string, StoredMessage>();
  for (const row of insertedRows) {
    inserted.set(keyOf(row.conversation_id, row.message_id), {
      row: {
        seq: row.seq,
        conversationId: row.conversation_id,
        messageId: row.message_id,
        role: row.role,
        contentType: row.content_type,
        content: row.content,
        agentUserId: row.agent_user_id,
        delivered: row.delivered,
        createdAt: new Date(row.created_at),
      },
      isNew: true,
      currentAgentId: row.current_agent_id,
    });
  }
  const seen = new Set<string>();
  const resent = messages.filter((item) => {
    const key = keyOf(item.conversationId, item.message.id);
    const repeated = seen.has(key);
    seen.add(key);
    return repeated || !inserted.has(key);
  });
  const stored = new Map<string, MessageRow>();
  if (resent.length > 0) {
    const rows = await db
      .select()
      .from(chatMessageRecords)
      .where(
        or(
          ...resent.map((item) =>
            and(
              eq(chatMessageRecords.conversationId, item.conversationId),
              eq(chatMessageRecords.messageId, item.message.id),
            ),
          ),
        ),
      );
    for (const row of rows) stored.set(keyOf(row.conversationId, row.messageId), row);
  }
  const answered = new Set<string>();
  return messages.map((item) => {
    const key = keyOf(item.conversationId, item.message.id);
    const fresh = inserted.get(key);
    if (fresh && !answered.has(key)) {
      answered.add(key);
      return fresh;
    }
    const row = stored.get(key) ?? fresh?.row;
    if (!row) throw new Error("a conflicting chat message was not found");
    return { row, isNew: false, currentAgentId: null };
  });
}
