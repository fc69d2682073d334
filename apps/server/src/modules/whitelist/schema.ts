import { integer, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { users } from "../user/schema.ts";

/** Users allowed to download whitelist-level documents (managed at /server/whitelist). */
export const whitelistEntries = pgTable(
  "whitelist_entries",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    note: varchar("note", { length: 200 }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("whitelist_entries_user_unique").on(table.userId)],
);
