import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "../user/schema.ts";

/**
 * A member's points balance, opened with the welcome grant the first time anything reads or
 * moves it. The check refuses a negative balance even if a use case forgot to.
 */
export const pointsAccounts = pgTable(
  "points_accounts",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    balance: integer("balance").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("points_accounts_balance_not_negative", sql`${table.balance} >= 0`)],
);

/** Every change of a balance, one row each, written in the transaction that makes it. */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Positive when points come in, negative when they go out. */
    amount: integer("amount").notNull(),
    /** One of the shared `pointsReasons`. */
    reason: varchar("reason", { length: 30 }).notNull(),
    /** The post a bounty movement belongs to (no foreign key: the ledger outlives the post). */
    postId: integer("post_id"),
    balanceAfter: integer("balance_after").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("points_ledger_user_index").on(table.userId, table.id),
    // Daily caps per rule add up one member's movements of one reason since midnight.
    index("points_ledger_user_reason_index").on(table.userId, table.reason, table.createdAt),
    // Check-ins by day over a range, every member (member statistics).
    index("points_ledger_reason_created_index").on(table.reason, table.createdAt),
  ],
);
