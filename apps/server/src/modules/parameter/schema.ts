import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

/** Typed run-time settings managed at /server/parameter (`/paramConfig/...`). */
export const parameters = pgTable(
  "parameters",
  {
    id: serial("id").primaryKey(),
    key: varchar("key", { length: 60 }).notNull(),
    /** string, number, boolean or stringList; fixed once the key exists. */
    type: varchar("type", { length: 20 }).notNull(),
    value: jsonb("value").notNull(),
    description: varchar("description", { length: 200 }).notNull().default(""),
    sort: integer("sort").notNull().default(0),
    /** A key the server reads (packages/shared `builtInParameters`): it cannot be deleted. */
    builtIn: boolean("built_in").notNull().default(false),
    /** Edit version: +1 on every save, so a save from a stale form is refused (409). */
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("parameters_key_unique").on(table.key)],
);

export type ParameterRecord = typeof parameters.$inferSelect;
