import { sql } from "drizzle-orm";
import {
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { products } from "../product/schema.ts";
import { users } from "../user/schema.ts";

/**
 * A member's application for samples or a development board of one product. It moves pending →
 * approved → shipped, or pending → refused; the member may cancel a pending one.
 */
export const sampleApplications = pgTable(
  "sample_applications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    quantity: integer("quantity").notNull(),
    purpose: varchar("purpose", { length: 500 }).notNull(),
    contactName: varchar("contact_name", { length: 50 }).notNull(),
    phone: varchar("phone", { length: 20 }).notNull(),
    /** The geo dataset's 6-digit province code and a city of it. */
    provinceCode: varchar("province_code", { length: 6 }).notNull(),
    cityName: varchar("city_name", { length: 50 }).notNull(),
    address: varchar("address", { length: 200 }).notNull(),
    /** pending, approved, refused, shipped or cancelled. */
    state: varchar("state", { length: 10 }).notNull(),
    /** Staff's reason for a refusal. */
    reason: varchar("reason", { length: 500 }),
    carrier: varchar("carrier", { length: 50 }),
    trackingNumber: varchar("tracking_number", { length: 50 }),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One open application per member and product, held by the database against two racing adds.
    uniqueIndex("sample_applications_open_unique")
      .on(table.userId, table.productId)
      .where(sql`${table.state} in ('pending', 'approved')`),
    index("sample_applications_state_index").on(table.state, table.createdAt, table.id),
    index("sample_applications_user_index").on(table.userId, table.createdAt),
  ],
);
