import { integer, pgTable, primaryKey, timestamp, varchar } from "drizzle-orm/pg-core";

/** Dictionary entries added by staff on top of the static lists of packages/shared. */
export const dictEntries = pgTable(
  "dict_entries",
  {
    /** Which list: product, area or field. */
    type: varchar("type", { length: 20 }).notNull(),
    /** Unique within the type, and never one of the static list's ids. */
    id: integer("id").notNull(),
    /** The shown name; for a product, its model. */
    name: varchar("name", { length: 100 }).notNull(),
    nameEn: varchar("name_en", { length: 100 }),
    /** Edit version: +1 on every save, so a save from a stale form is refused (409). */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.type, table.id] })],
);
