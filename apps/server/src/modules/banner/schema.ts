import { boolean, index, integer, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";

/** The home page carousel. */
export const banners = pgTable(
  "banners",
  {
    id: serial("id").primaryKey(),
    /** The language of the title (and the words in the picture); others are content_translations. */
    language: varchar("language", { length: 5 }).notNull().default("zh-CN"),
    title: varchar("title", { length: 100 }).notNull(),
    image: varchar("image", { length: 500 }).notNull(),
    link: varchar("link", { length: 500 }),
    sort: integer("sort").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
    /** Shown from this time on; null: from now. */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    /** Shown until this time; null: without end. */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("banners_sort_index").on(table.enabled, table.sort, table.id)],
);
