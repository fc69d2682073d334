import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "../user/schema.ts";

/**
 * A medal staff define: an icon and a name in its original's language (versions in other
 * languages live in the translation module, kind `medal`). It is awarded when a member meets
 * every one of its conditions, or by hand.
 */
export const medals = pgTable("medals", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 30 }).notNull(),
  description: varchar("description", { length: 200 }),
  /** The original's language (one of the shared `languages`). */
  language: varchar("language", { length: 5 }).notNull().default("zh-CN"),
  /** A public file address from the platform's upload receiver. */
  icon: varchar("icon", { length: 500 }).notNull(),
  sort: integer("sort").notNull().default(0),
  version: integer("version").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One condition of a medal: a counter (one of the shared `medalCounters`: posts published,
 * replies adopted, likes received, days active, certified engineer, points earned) reaching
 * `threshold`.
 */
export const medalConditions = pgTable(
  "medal_conditions",
  {
    id: serial("id").primaryKey(),
    medalId: integer("medal_id")
      .notNull()
      .references(() => medals.id, { onDelete: "cascade" }),
    counter: varchar("counter", { length: 20 }).notNull(),
    threshold: integer("threshold").notNull(),
  },
  (table) => [index("medal_conditions_counter_index").on(table.counter, table.medalId)],
);

/** A medal a member holds; the key keeps it from being awarded twice. */
export const userMedals = pgTable(
  "user_medals",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    medalId: integer("medal_id")
      .notNull()
      .references(() => medals.id, { onDelete: "cascade" }),
    /** The staff member who awarded it by hand; null when it came from its conditions. */
    awardedBy: integer("awarded_by").references(() => users.id, { onDelete: "set null" }),
    awardedAt: timestamp("awarded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.medalId] }),
    index("user_medals_medal_index").on(table.medalId),
  ],
);

/**
 * The last value each event reported for a member's counter (`reportMedalProgress`): a medal's
 * conditions are checked against these when a counted event happens, so the medal module needs
 * no read of the modules that count.
 */
export const medalProgress = pgTable(
  "medal_progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    counter: varchar("counter", { length: 20 }).notNull(),
    value: integer("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.counter] })],
);
