import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { products } from "../product/schema.ts";
import { users } from "../user/schema.ts";

/** A product a member subscribes to: its new document versions and notices reach them. */
export const subscribedProducts = pgTable(
  "subscribed_products",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    index("subscribed_products_product_index").on(table.productId),
  ],
);

/** A document type (one of the shared `documentTypes`) a member subscribes to. */
export const subscribedDocumentTypes = pgTable(
  "subscribed_document_types",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    documentType: varchar("document_type", { length: 20 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.documentType] }),
    index("subscribed_document_types_type_index").on(table.documentType),
  ],
);

/**
 * How a member's subscriptions reach them: always the message centre, and e-mail when asked.
 * The token is the one-click unsubscribe link's key (no sign-in needed from the e-mail).
 */
export const subscriptionSettings = pgTable(
  "subscription_settings",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    email: boolean("email").notNull().default(false),
    unsubscribeToken: varchar("unsubscribe_token", { length: 64 }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("subscription_settings_token_unique").on(table.unsubscribeToken)],
);
