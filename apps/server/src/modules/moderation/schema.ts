import {
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { forumPosts } from "../forum/schema.ts";
import { users } from "../user/schema.ts";

/** A member's report of a post or a reply, and what a moderator decided. */
export const forumReports = pgTable(
  "forum_reports",
  {
    id: serial("id").primaryKey(),
    /** post or reply. */
    targetKind: varchar("target_kind", { length: 5 }).notNull(),
    targetId: integer("target_id").notNull(),
    /** The post reported, or the reply's post. */
    postId: integer("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    reporterId: integer("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: varchar("reason", { length: 300 }).notNull(),
    /** open, upheld or dismissed. */
    outcome: varchar("outcome", { length: 10 }).notNull().default("open"),
    decidedById: integer("decided_by_id").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("forum_reports_once_per_reporter").on(
      table.targetKind,
      table.targetId,
      table.reporterId,
    ),
    index("forum_reports_open_index").on(table.outcome, table.createdAt),
    index("forum_reports_reporter_index").on(table.reporterId, table.outcome),
  ],
);
