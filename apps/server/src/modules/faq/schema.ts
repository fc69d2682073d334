import { index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";

/** The groups of the knowledge base, in their `sort` order. */
export const faqTypes = pgTable(
  "faq_types",
  {
    id: serial("id").primaryKey(),
    /** The language the name is written in; versions in others are content_translations. */
    language: varchar("language", { length: 5 }).notNull().default("zh-CN"),
    name: varchar("name", { length: 50 }).notNull(),
    sort: integer("sort").notNull().default(0),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("faq_types_sort_index").on(table.sort, table.id)],
);

export const faqs = pgTable(
  "faqs",
  {
    id: serial("id").primaryKey(),
    /** A type with questions cannot be deleted (the foreign key answers 409). */
    typeId: integer("type_id")
      .notNull()
      .references(() => faqTypes.id, { onDelete: "restrict" }),
    /** The language the question is written in; versions in others are content_translations. */
    language: varchar("language", { length: 5 }).notNull().default("zh-CN"),
    question: varchar("question", { length: 300 }).notNull(),
    /** Sanitized HTML. */
    answer: text("answer").notNull(),
    sort: integer("sort").notNull().default(0),
    /** draft or published. */
    status: varchar("status", { length: 10 }).notNull().default("published"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("faqs_type_sort_index").on(table.typeId, table.sort, table.id)],
);
