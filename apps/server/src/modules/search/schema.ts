import { sql } from "drizzle-orm";
import {
  bigserial,
  customType,
  index,
  integer,
  pgTable,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";

/** A PostgreSQL transaction id (`xid8`), read as its decimal text. */
const transactionId = customType<{ data: string; driverData: string }>({
  dataType: () => "xid8",
});

/**
 * What changed in the searchable tables, one row per record and write, written by triggers
 * (migration 0027) whichever statement writes: each instance's search index reads the rows it
 * has not applied yet and reloads those records. `transaction` tells which rows may still be
 * uncommitted when an instance reads: those of a transaction its snapshot saw running.
 */
export const searchChanges = pgTable(
  "search_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** product, document, text, post or faq. */
    kind: varchar("kind", { length: 10 }).notNull(),
    recordId: integer("record_id").notNull(),
    transaction: transactionId("transaction").notNull().default(sql`pg_current_xact_id()`),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("search_changes_transaction_index").on(table.transaction),
    index("search_changes_changed_index").on(table.changedAt),
  ],
);
