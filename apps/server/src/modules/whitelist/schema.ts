import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "../user/schema.ts";

/**
 * Who may download whitelist-level documents (managed at /server/whitelist): one user, or the
 * members staff linked to a company entry (`whitelistMembers`). A member's own profile company
 * grants nothing: anybody may type any company there.
 */
export const whitelistEntries = pgTable(
  "whitelist_entries",
  {
    id: serial("id").primaryKey(),
    /** A user entry's account; null for a company entry. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** A company entry's name as staff typed it; null for a user entry. */
    company: varchar("company", { length: 100 }),
    /** The name folded (`companyMatchKey`): one entry per company however it is spelt. */
    companyKey: varchar("company_key", { length: 100 }),
    note: varchar("note", { length: 200 }),
    /** The entry opens whitelist documents until then; null: without end. */
    validUntil: timestamp("valid_until", { withTimezone: true }),
    /** Edit version: +1 on every save, so a save from a stale form is refused (409). */
    version: integer("version").notNull().default(1),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("whitelist_entries_user_unique").on(table.userId),
    uniqueIndex("whitelist_entries_company_unique").on(table.companyKey),
    check(
      "whitelist_entries_user_or_company",
      sql`num_nonnulls(${table.userId}, ${table.companyKey}) = 1`,
    ),
  ],
);

/** The accounts staff linked to a company entry: each opens whitelist documents while it lasts. */
export const whitelistMembers = pgTable(
  "whitelist_members",
  {
    entryId: integer("entry_id")
      .notNull()
      .references(() => whitelistEntries.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    addedBy: integer("added_by").references(() => users.id, { onDelete: "set null" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.userId] }),
    /** `isWhitelisted`: a user's company entries, answered from the index alone. */
    index("whitelist_members_user_entry_index").on(table.userId, table.entryId),
  ],
);
