import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { products } from "../product/schema.ts";
import { users } from "../user/schema.ts";

/**
 * Every long-form text (news, notices, marketing material, school articles and videos,
 * solutions, knowledge articles and the single pages), told apart by `type`.
 */
export const texts = pgTable(
  "texts",
  {
    id: serial("id").primaryKey(),
    /** One of the shared `textTypes`. */
    type: varchar("type", { length: 20 }).notNull(),
    /** The key of a single page (subscribe, valueadd, aboutus); null for other types. */
    pageKey: varchar("page_key", { length: 20 }),
    /** The language the original is written in; versions in others are content_translations. */
    language: varchar("language", { length: 5 }).notNull().default("zh-CN"),
    title: varchar("title", { length: 200 }).notNull(),
    summary: varchar("summary", { length: 500 }),
    cover: varchar("cover", { length: 500 }),
    /** Sanitized HTML (and sanitized again on output). */
    content: text("content").notNull(),
    videoUrl: varchar("video_url", { length: 500 }),
    category: varchar("category", { length: 50 }),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    /** The product a notice is about: its subscribers hear of it when it is published. */
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** draft or published. */
    status: varchar("status", { length: 10 }).notNull(),
    /** Set the first time the text is published. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    pinned: boolean("pinned").notNull().default(false),
    sort: integer("sort").notNull().default(0),
    readCount: integer("read_count").notNull().default(0),
    likeCount: integer("like_count").notNull().default(0),
    collectCount: integer("collect_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    /** Edit version: +1 on every staff edit, so a save from a stale form is refused (409). */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The public lists: one type, published, pinned first, newest first.
    index("texts_public_list_index").on(
      table.type,
      table.status,
      table.pinned,
      table.publishedAt,
      table.id,
    ),
    index("texts_popular_index").on(table.status, table.readCount),
    index("texts_product_index").on(table.productId),
    index("texts_updated_index").on(table.updatedAt, table.id),
    uniqueIndex("texts_page_key_unique").on(table.pageKey).where(sql`${table.pageKey} is not null`),
  ],
);

export const textLikes = pgTable(
  "text_likes",
  {
    textId: integer("text_id")
      .notNull()
      .references(() => texts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.textId, table.userId] })],
);

/** A user's stored (collected) texts. */
export const textCollections = pgTable(
  "text_collections",
  {
    textId: integer("text_id")
      .notNull()
      .references(() => texts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.textId, table.userId] }),
    index("text_collections_user_index").on(table.userId, table.createdAt),
  ],
);

export const textComments = pgTable(
  "text_comments",
  {
    id: serial("id").primaryKey(),
    textId: integer("text_id")
      .notNull()
      .references(() => texts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Plain text, shown escaped. */
    content: text("content").notNull(),
    likeCount: integer("like_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("text_comments_text_index").on(table.textId, table.createdAt, table.id)],
);

export const textCommentLikes = pgTable(
  "text_comment_likes",
  {
    commentId: integer("comment_id")
      .notNull()
      .references(() => textComments.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.commentId, table.userId] })],
);
