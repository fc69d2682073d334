import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { roles, users } from "../user/schema.ts";

/**
 * A folder of the partners' resource tree. A grant on a folder opens it, every folder below it
 * and every file in them.
 */
export const resourceCatalogs = pgTable(
  "resource_catalogs",
  {
    id: serial("id").primaryKey(),
    /** Null at the top level; a folder holding folders cannot be deleted (restrict). */
    parentId: integer("parent_id").references((): AnyPgColumn => resourceCatalogs.id, {
      onDelete: "restrict",
    }),
    name: varchar("name", { length: 60 }).notNull(),
    sort: integer("sort").notNull().default(0),
    /** Edit version: +1 on every save (name, place, grants), so a stale form is refused (409). */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Two folders of one parent cannot share a name (the top level is parent 0).
    uniqueIndex("resource_catalogs_parent_name_unique").on(
      sql`coalesce(${table.parentId}, 0)`,
      sql`lower(${table.name})`,
    ),
  ],
);

/** A role whose holders may read a folder and all below it. */
export const resourceCatalogRoleGrants = pgTable(
  "resource_catalog_role_grants",
  {
    catalogId: integer("catalog_id")
      .notNull()
      .references(() => resourceCatalogs.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.catalogId, table.roleId] }),
    index("resource_catalog_role_grants_role_index").on(table.roleId),
  ],
);

/** A user who may read a folder and all below it. */
export const resourceCatalogUserGrants = pgTable(
  "resource_catalog_user_grants",
  {
    catalogId: integer("catalog_id")
      .notNull()
      .references(() => resourceCatalogs.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.catalogId, table.userId] }),
    index("resource_catalog_user_grants_user_index").on(table.userId),
  ],
);

/** A file for partners in a folder; a folder holding files cannot be deleted (restrict). */
export const resources = pgTable(
  "resources",
  {
    id: serial("id").primaryKey(),
    catalogId: integer("catalog_id")
      .notNull()
      .references(() => resourceCatalogs.id, { onDelete: "restrict" }),
    title: varchar("title", { length: 100 }).notNull(),
    description: varchar("description", { length: 500 }),
    /** Where the bytes are in the private store (never served statically). */
    fileKey: varchar("file_key", { length: 300 }).notNull(),
    fileName: varchar("file_name", { length: 200 }).notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    mimeType: varchar("mime_type", { length: 100 }).notNull(),
    downloadCount: integer("download_count").notNull().default(0),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** Edit version: +1 on every save (a new file included), so a stale form is refused (409). */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("resources_catalog_index").on(table.catalogId, table.updatedAt),
    index("resources_updated_index").on(table.updatedAt, table.id),
  ],
);

export type CatalogRow = typeof resourceCatalogs.$inferSelect;
export type ResourceRow = typeof resources.$inferSelect;
