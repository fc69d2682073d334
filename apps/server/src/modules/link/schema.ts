import { index, integer, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";

/** Friendship links in the footer, with the clicks they received. */
export const friendshipLinks = pgTable(
  "friendship_links",
  {
    id: serial("id").primaryKey(),
    /** The language the name is written in; versions in others are content_translations. */
    language: varchar("language", { length: 5 }).notNull().default("zh-CN"),
    name: varchar("name", { length: 50 }).notNull(),
    url: varchar("url", { length: 500 }).notNull(),
    sort: integer("sort").notNull().default(0),
    clickCount: integer("click_count").notNull().default(0),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("friendship_links_sort_index").on(table.sort, table.id)],
);
