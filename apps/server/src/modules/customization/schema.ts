import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "../user/schema.ts";

/** A file attached to a request or a reply, kept in the private store. */
export type CustomizationAttachment = {
  key: string;
  name: string;
  size: number;
  mimeType: string;
};

/**
 * A company's request for a customized module or firmware. It moves new → assigned (a staff
 * member holds it) → closed; replies may come while it is new or assigned.
 */
export const customizationRequests = pgTable(
  "customization_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    company: varchar("company", { length: 100 }).notNull(),
    contact: varchar("contact", { length: 50 }).notNull(),
    phone: varchar("phone", { length: 20 }).notNull(),
    email: varchar("email", { length: 100 }),
    moduleModel: varchar("module_model", { length: 40 }).notNull(),
    quantity: integer("quantity").notNull(),
    /** Plain text. */
    requirement: text("requirement").notNull(),
    attachments: jsonb("attachments").$type<CustomizationAttachment[]>().notNull().default([]),
    /** new, assigned or closed. */
    state: varchar("state", { length: 10 }).notNull(),
    assigneeId: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("customization_requests_state_index").on(table.state, table.updatedAt, table.id),
    index("customization_requests_user_index").on(table.userId, table.createdAt),
    index("customization_requests_assignee_index").on(table.assigneeId, table.updatedAt),
  ],
);

/** One message on a request, from staff or from the applicant. */
export const customizationReplies = pgTable(
  "customization_replies",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => customizationRequests.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    fromStaff: boolean("from_staff").notNull(),
    /** Plain text. */
    content: text("content").notNull(),
    attachments: jsonb("attachments").$type<CustomizationAttachment[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("customization_replies_request_index").on(table.requestId, table.createdAt)],
);
