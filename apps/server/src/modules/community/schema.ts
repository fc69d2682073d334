import { integer, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * The honorary titles staff give members (`users.honorary_title_id`), each named in its
 * original's language; versions in other languages live in the translation module, kind
 * `honoraryTitle`.
 */
export const honoraryTitles = pgTable("honorary_titles", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 30 }).notNull(),
  /** The original's language (one of the shared `languages`). */
  language: varchar("language", { length: 5 }).notNull().default("zh-CN"),
  sort: integer("sort").notNull().default(0),
  version: integer("version").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
