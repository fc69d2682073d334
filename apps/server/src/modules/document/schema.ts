import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { products } from "../product/schema.ts";
import { users } from "../user/schema.ts";

export const documents = pgTable(
  "documents",
  {
    id: serial("id").primaryKey(),
    /** Null for a general document that belongs to no product. */
    productId: integer("product_id").references(() => products.id, { onDelete: "restrict" }),
    /** The document this one is a part or an annex of (`getChildDoc` / `getParentDoc`). */
    parentId: integer("parent_id").references((): AnyPgColumn => documents.id, {
      onDelete: "restrict",
    }),
    name: varchar("name", { length: 100 }).notNull(),
    /** One of the shared `documentTypes`. */
    type: varchar("type", { length: 20 }).notNull(),
    /** The language the document is written in (zh-CN, en-US or zh-TW). */
    language: varchar("language", { length: 5 }).notNull(),
    /** public, user or whitelist. */
    accessLevel: varchar("access_level", { length: 10 }).notNull(),
    description: varchar("description", { length: 500 }),
    /** The newest version; set in the same transaction that adds the version. */
    latestVersionId: integer("latest_version_id"),
    downloadCount: integer("download_count").notNull().default(0),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Edit version of the description (not a file version): +1 on every edit, so a save from a
     * stale form is refused (409).
     */
    editVersion: integer("edit_version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("documents_product_type_index").on(table.productId, table.type, table.updatedAt),
    index("documents_parent_index").on(table.parentId),
    index("documents_updated_index").on(table.updatedAt, table.id),
  ],
);

/** Each upload of a file is a version; versions of a document only ever grow. */
export const documentVersions = pgTable(
  "document_versions",
  {
    id: serial("id").primaryKey(),
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    version: varchar("version", { length: 20 }).notNull(),
    /** Where the bytes are in the private document store (never served statically). */
    fileKey: varchar("file_key", { length: 300 }).notNull(),
    fileName: varchar("file_name", { length: 200 }).notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    mimeType: varchar("mime_type", { length: 100 }).notNull(),
    changeNote: varchar("change_note", { length: 500 }),
    downloadCount: integer("download_count").notNull().default(0),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("document_versions_document_version_unique").on(table.documentId, table.version),
  ],
);

/** Who downloaded what and when, for the management area. */
export const documentDownloads = pgTable(
  "document_downloads",
  {
    id: serial("id").primaryKey(),
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    versionId: integer("version_id")
      .notNull()
      .references(() => documentVersions.id, { onDelete: "cascade" }),
    /** Null for an anonymous download of a public document. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    watermarked: boolean("watermarked").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("document_downloads_document_index").on(table.documentId, table.createdAt),
    index("document_downloads_created_index").on(table.createdAt),
  ],
);

/** A user's report of a problem with a document, and how staff answered it. */
export const documentFeedback = pgTable(
  "document_feedback",
  {
    id: serial("id").primaryKey(),
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** One of the shared `feedbackTypes`. */
    type: varchar("type", { length: 20 }).notNull(),
    content: text("content").notNull(),
    contact: varchar("contact", { length: 100 }),
    /** One of the shared `feedbackStatuses`. */
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    reply: text("reply"),
    handledBy: integer("handled_by").references(() => users.id, { onDelete: "set null" }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    /** Edit version: +1 on every staff answer, so an answer from a stale form is refused (409). */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("document_feedback_status_index").on(table.status, table.createdAt),
    index("document_feedback_user_index").on(table.userId, table.createdAt),
  ],
);
