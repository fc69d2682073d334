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
    /** The entry opens whitelist documents until then; null: without end. */
    validUntil: timestamp("valid_until", { withTimezone: true }),
    /** Edit version: +1 on every save, so a save from a stale form is refused (409). */
    version: integer("version").notNull().default(1),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("whitelist_entries_user_unique").on(table.userId)],
);
