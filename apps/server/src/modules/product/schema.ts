import type { ProductParameters } from "@portal/shared";
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  date,
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
import { users } from "../user/schema.ts";

/**
 * What the catalogue's keyword search looks in: the model and the names in every language, as
 * one text (joined by a control character no keyword contains). Immutable, so that a trigram
 * index can hold it; a search must use this very expression for PostgreSQL to use the index.
 */
export function productSearchText(columns: {
  model: AnyPgColumn;
  nameZh: AnyPgColumn;
  nameEn: AnyPgColumn;
  nameTw: AnyPgColumn;
}): SQL {
  return sql`(${columns.model} || chr(1) || ${columns.nameZh} || chr(1) || ${columns.nameEn} || chr(1) || coalesce(${columns.nameTw}, ''))`;
}

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    model: varchar("model", { length: 50 }).notNull(),
    nameZh: varchar("name_zh", { length: 100 }).notNull(),
    nameEn: varchar("name_en", { length: 100 }).notNull(),
    /** Traditional Chinese; null means "convert the Simplified text". */
    nameTw: varchar("name_tw", { length: 100 }),
    summaryZh: varchar("summary_zh", { length: 500 }),
    summaryEn: varchar("summary_en", { length: 500 }),
    summaryTw: varchar("summary_tw", { length: 500 }),
    /** Sanitized rich text (HTML). */
    descriptionZh: text("description_zh"),
    descriptionEn: text("description_en"),
    descriptionTw: text("description_tw"),
    /** One of the shared `productTypes`. */
    productType: varchar("product_type", { length: 20 }).notNull(),
    /** One of the shared `networkSystems`. */
    networkSystem: varchar("network_system", { length: 20 }).notNull(),
    /** One of the shared `packageTypes`. */
    packageType: varchar("package_type", { length: 20 }).notNull(),
    /** Values keyed by the parameter dictionary's keys. */
    parameters: jsonb("parameters").$type<ProductParameters>().notNull().default({}),
    /** URL paths; the first is the cover image. */
    images: jsonb("images").$type<string[]>().notNull().default([]),
    buyUrl: varchar("buy_url", { length: 500 }),
    /** draft or published; only published products are public. */
    status: varchar("status", { length: 10 }).notNull().default("draft"),
    sort: integer("sort").notNull().default(0),
    viewCount: integer("view_count").notNull().default(0),
    /** The module a development board or accessory belongs to (`subProduct`). */
    parentId: integer("parent_id").references((): AnyPgColumn => products.id, {
      onDelete: "restrict",
    }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** Edit version: +1 on every write, so a save from a stale form is refused (409). */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("products_model_unique").on(table.model),
    // The public catalogue: published products filtered by the three dictionary columns, in order.
    index("products_catalogue_index").on(
      table.status,
      table.productType,
      table.networkSystem,
      table.packageType,
      table.sort,
      table.id,
    ),
    // The catalogue without filters: published products in order, the first page at once.
    index("products_published_order_index").on(table.status, table.sort, table.id),
    // Keyword search (ILIKE '%keyword%') without reading every product: pg_trgm trigrams.
    index("products_keyword_index").using("gin", sql`${productSearchText(table)} gin_trgm_ops`),
    index("products_parent_index").on(table.parentId),
  ],
);

/** Related products as staff pick them; shown on the detail page in this order. */
export const productRelations = pgTable(
  "product_relations",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    relatedId: integer("related_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.relatedId] }),
    index("product_relations_related_index").on(table.relatedId),
  ],
);

/** One row per product, visitor and day: `addNum` counts a visitor once a day. */
export const productViews = pgTable(
  "product_views",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** A user id ("u:12") or a hash of an anonymous visitor's address and browser ("a:…"). */
    visitorKey: varchar("visitor_key", { length: 80 }).notNull(),
    day: date("day").notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.day, table.visitorKey] })],
);
