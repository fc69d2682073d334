import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * One staff change (a role's grants, a user's lock, a whitelist entry, ...): who, when, what
 * before and after. The actor's name is copied, so the record still reads after the account is
 * renamed or deleted, and the module depends on no other.
 */
export const auditRecords = pgTable(
  "audit_records",
  {
    id: serial("id").primaryKey(),
    actorId: integer("actor_id"),
    actorName: varchar("actor_name", { length: 40 }).notNull(),
    /** `<target>.<verb>`: `role.add`, `user.lock`, `whitelist.delete`, ... */
    action: varchar("action", { length: 60 }).notNull(),
    targetType: varchar("target_type", { length: 30 }).notNull(),
    targetId: integer("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_records_at_index").on(table.at),
    index("audit_records_target_index").on(table.targetType, table.targetId),
  ],
);

export type AuditRecordRow = typeof auditRecords.$inferSelect;
