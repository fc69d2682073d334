import {
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

/**
 * A record's version in another language than its original's: the words of one content kind
 * (`kind`: "text", ...) for one record, written by staff. `sourceDigest` is the digest of the
 * original's words it was written from: when the original changes, the translation is out of date.
 */
export const contentTranslations = pgTable(
  "content_translations",
  {
    id: serial("id").primaryKey(),
    kind: varchar("kind", { length: 20 }).notNull(),
    recordId: integer("record_id").notNull(),
    language: varchar("language", { length: 5 }).notNull(),
    fields: jsonb("fields").$type<Record<string, string | null>>().notNull(),
    sourceDigest: varchar("source_digest", { length: 43 }).notNull(),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("content_translations_record_unique").on(
      table.kind,
      table.recordId,
      table.language,
    ),
  ],
);
