import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "../user/schema.ts";

/** One visitor's conversation with customer service, across its visits. */
export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: serial("id").primaryKey(),
    /** The anonymous visitor's kept id, or `user-<id>` for a signed-in member. */
    clientChatId: varchar("client_chat_id", { length: 64 }).notNull(),
    clientChatName: varchar("client_chat_name", { length: 30 }).notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The agent serving it now; null while no agent is online. */
    agentUserId: integer("agent_user_id").references(() => users.id, { onDelete: "set null" }),
    /** on while the visitor has a socket open, off after it left. */
    state: varchar("state", { length: 3 }).notNull().default("off"),
    /** The page the visitor opened the chat from. */
    sourceInfoWay: varchar("source_info_way", { length: 500 }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("chat_conversations_client_chat_id_unique").on(table.clientChatId),
    index("chat_conversations_agent_state_index").on(table.agentUserId, table.state),
    index("chat_conversations_user_index").on(table.userId),
    // The staff search: newest first, by date range, optionally of one agent.
    index("chat_conversations_last_message_index").on(table.lastMessageAt),
    index("chat_conversations_agent_last_message_index").on(table.agentUserId, table.lastMessageAt),
  ],
);

/** Every stored chat message; `preInput` never reaches this table. */
export const chatMessageRecords = pgTable(
  "chat_messages",
  {
    /** Insertion order: the order of a conversation's messages. */
    seq: serial("seq").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    /** The id the sending client chose: stored once per conversation, so a resend is a no-op. */
    messageId: varchar("message_id", { length: 64 }).notNull(),
    /** client or server (system lines are the console's, never stored). */
    role: varchar("role", { length: 6 }).notNull(),
    contentType: varchar("content_type", { length: 8 }).notNull(),
    content: text("content").notNull(),
    /** The agent who wrote a server message. */
    agentUserId: integer("agent_user_id").references(() => users.id, { onDelete: "set null" }),
    /** False for a visitor's message written while no agent was online, until one receives it. */
    delivered: boolean("delivered").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("chat_messages_conversation_message_unique").on(
      table.conversationId,
      table.messageId,
    ),
    index("chat_messages_conversation_seq_index").on(table.conversationId, table.seq),
    index("chat_messages_created_index").on(table.createdAt),
    // The staff search by agent: the conversations an agent answered in. Partial, so a
    // visitor's message (no agent) costs no entry.
    index("chat_messages_agent_conversation_index")
      .on(table.agentUserId, table.conversationId)
      .where(sql`${table.agentUserId} is not null`),
  ],
);

/** An agent's canned answers, each agent its own list in its own order. */
export const chatQuickReplies = pgTable(
  "chat_quick_replies",
  {
    id: serial("id").primaryKey(),
    agentUserId: integer("agent_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    sortOrder: integer("sort_order").notNull(),
    /** Edit version: +1 on every save, so a save from a stale form is refused (409). */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("chat_quick_replies_agent_order_index").on(table.agentUserId, table.sortOrder)],
);
