import { index, integer, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";

export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: serial("id").primaryKey(),
    phone: varchar("phone", { length: 11 }).notNull(),
    purpose: varchar("purpose", { length: 10 }).notNull(),
    /** sha256 of phone, purpose and code. */
    codeHash: varchar("code_hash", { length: 64 }).notNull(),
    clientAddress: varchar("client_address", { length: 64 }).notNull(),
    wrongTries: integer("wrong_tries").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (table) => [
    index("verification_codes_phone_created_index").on(table.phone, table.createdAt),
    index("verification_codes_address_created_index").on(table.clientAddress, table.createdAt),
  ],
);
