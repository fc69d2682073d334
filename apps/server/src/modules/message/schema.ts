import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "../user/schema.ts";

/**
 * The message centre: one row per notice to one member. The text is not stored: `kind` and
 * `params` are rendered in the reader's language when shown, so a notice reads right whatever
 * language its reader switches to.
 */
export const userMessages = pgTable(
  "user_messages",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** One of the shared `messageKinds` (reply, adoption, like, moderation, system, ...). */
    kind: varchar("kind", { length: 30 }).notNull(),
    /** What the notice's text names: a post title, a nickname, a reason, an amount. */
    params: jsonb("params").$type<Record<string, string | number>>().notNull().default({}),
    /** The web route the notice opens, such as `/forum/post/12`. */
    link: varchar("link", { length: 300 }),
    /** Who caused it (null for the system). */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("user_messages_user_index").on(table.userId, table.id),
    // The unread count in the header, asked on every page.
    index("user_messages_unread_index").on(table.userId).where(sql`${table.readAt} is null`),
  ],
);
