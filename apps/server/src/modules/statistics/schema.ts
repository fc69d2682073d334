import { deflateRawSync, inflateRawSync } from "node:zlib";
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";

/**
 * A HyperLogLog sketch's registers as PostgreSQL bytes, deflated: registers are small numbers,
 * mostly repeated, so a year of sketches reads a third of the bytes (PGlite answers a
 * Uint8Array, pg a Buffer).
 */
const sketchBytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => deflateRawSync(value, { level: 1 }),
  fromDriver: (value) => new Uint8Array(inflateRawSync(value)),
});

/**
 * Each recorded page view, kept `STATISTICS_RETENTION_DAYS` (then only the daily rows below):
 * never the address, only a visitor id hashed with the day's salt and the province it gave.
 */
export const statisticsPageViews = pgTable(
  "statistics_page_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull(),
    /** China's calendar day, the day of every statistic. */
    day: date("day").notNull(),
    path: varchar("path", { length: 120 }).notNull(),
    targetId: varchar("target_id", { length: 64 }),
    referrer: varchar("referrer", { length: 300 }),
    language: varchar("language", { length: 5 }).notNull(),
    mobile: boolean("mobile").notNull(),
    screenWidth: smallint("screen_width").notNull(),
    /** Starts a visit: the first page of a page load. */
    entry: boolean("entry").notNull(),
    visitor: varchar("visitor", { length: 32 }).notNull(),
    userId: integer("user_id"),
    /** A province code of the geo dataset, 990000 abroad, or "unknown". */
    province: varchar("province", { length: 7 }).notNull(),
  },
  (table) => [index("statistics_page_views_day").on(table.day)],
);

/** Product views, comparisons, downloads, link clicks and searches, kept as long as views. */
export const statisticsEvents = pgTable(
  "statistics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    happenedAt: timestamp("happened_at", { withTimezone: true }).notNull(),
    day: date("day").notNull(),
    kind: varchar("kind", { length: 20 }).notNull(),
    /** A search's scope (catalogue, document, text, forum); empty for the other kinds. */
    scope: varchar("scope", { length: 20 }).notNull(),
    /** What the event is about: a record id, or a search's words. */
    subject: varchar("subject", { length: 120 }).notNull(),
    label: varchar("label", { length: 200 }).notNull(),
    /** A search's number of results. */
    results: integer("results"),
  },
  (table) => [index("statistics_events_day").on(table.day)],
);

/**
 * The daily rollup every statistic is read from: a count per day, metric and key (a page
 * pattern, a product id, a province ...), added to as each buffer is written.
 */
export const statisticsDaily = pgTable(
  "statistics_daily",
  {
    metric: varchar("metric", { length: 20 }).notNull(),
    day: date("day").notNull(),
    key: varchar("key", { length: 120 }).notNull(),
    /** What the key names as last recorded (a product's model, a document's name ...). */
    label: varchar("label", { length: 200 }).notNull(),
    count: bigint("count", { mode: "number" }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.metric, table.day, table.key] })],
);

/** The day's unique visitors as HyperLogLog registers: all ("") and per province code. */
export const statisticsDailyVisitors = pgTable(
  "statistics_daily_visitors",
  {
    day: date("day").notNull(),
    key: varchar("key", { length: 7 }).notNull(),
    sketch: sketchBytes("sketch").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.key] })],
);

/**
 * A closed month's unique visitors (its days' sketches merged once the month is over), so that
 * a year's range reads twelve sketches per key rather than 365.
 */
export const statisticsMonthlyVisitors = pgTable(
  "statistics_monthly_visitors",
  {
    /** The month's first day. */
    month: date("month").notNull(),
    key: varchar("key", { length: 7 }).notNull(),
    sketch: sketchBytes("sketch").notNull(),
  },
  (table) => [primaryKey({ columns: [table.month, table.key] })],
);

/**
 * The salt of each day's visitor ids, shared by the instances; yesterday's is deleted, so an id
 * cannot be traced back to an address by hashing guesses.
 */
export const statisticsSalts = pgTable("statistics_salts", {
  day: date("day").primaryKey(),
  salt: varchar("salt", { length: 64 }).notNull(),
});
