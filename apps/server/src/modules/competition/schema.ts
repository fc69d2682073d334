import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "../user/schema.ts";

/** A team member as the entry names them. */
export type CompetitionMember = { name: string; role?: string; phone?: string; email?: string };

/** A file the team attached, kept in the private store and streamed through the access check. */
export type CompetitionAttachment = { key: string; name: string; size: number; mimeType: string };

/**
 * A team's entry in the developer competition: one per member who applies (the signed-in
 * member is the team's contact). It moves draft → submitted → accepted or rejected; a rejected
 * entry may be changed and submitted again.
 */
export const competitionEntries = pgTable(
  "competition_entries",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    teamName: varchar("team_name", { length: 60 }).notNull(),
    projectName: varchar("project_name", { length: 100 }).notNull(),
    /** The model of the vendor's module the project uses (M5311, ML302...). */
    moduleModel: varchar("module_model", { length: 40 }).notNull(),
    /** Plain text, not rich text. */
    description: text("description").notNull().default(""),
    members: jsonb("members").$type<CompetitionMember[]>().notNull().default([]),
    attachments: jsonb("attachments").$type<CompetitionAttachment[]>().notNull().default([]),
    /** draft, submitted, accepted or rejected. */
    state: varchar("state", { length: 10 }).notNull(),
    /** Staff's reason for a rejection. */
    reason: varchar("reason", { length: 500 }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    /** +1 on every change, so a save from a stale form is refused (409). */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("competition_entries_user_unique").on(table.userId),
    index("competition_entries_state_index").on(table.state, table.updatedAt, table.id),
    index("competition_entries_updated_index").on(table.updatedAt, table.id),
  ],
);
