import { sql } from "drizzle-orm";
import { bigserial, boolean, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test-support/test-database.ts";
import type { DatabaseConnection } from "./client.ts";
import { insertMany } from "./insert-many.ts";

const readings = pgTable("insert_many_readings", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  takenAt: timestamp("taken_at", { withTimezone: true }).notNull(),
  label: varchar("label", { length: 40 }).notNull(),
  value: integer("value"),
  checked: boolean("checked").notNull().default(false),
});

let connection: DatabaseConnection;

beforeAll(async () => {
  connection = await openTestDatabase();
  await connection.db.execute(sql`create table insert_many_readings (
    id bigserial primary key, taken_at timestamptz not null, label varchar(40) not null,
    value integer, checked boolean not null default false)`);
});
afterAll(async () => {
  await connection.close();
});

describe("insertMany", () => {
  it("writes every row with its dates, nulls, quotes and defaults as given", async () => {
    const takenAt = new Date("2026-11-27T03:04:05.678Z");
    const rows = Array.from({ length: 2500 }, (_, index) => ({
      takenAt,
      label: index === 7 ? `it's "quoted" \\ 中文` : `reading ${index}`,
      value: index % 3 === 0 ? null : index,
    }));
    await insertMany(connection.db, readings, rows);
    await insertMany(connection.db, readings, []);
    const stored = await connection.db.select().from(readings).orderBy(readings.id);
    expect(stored).toHaveLength(2500);
    expect(stored[7]).toMatchObject({ label: `it's "quoted" \\ 中文`, value: 7, checked: false });
    expect(stored[9]).toMatchObject({ value: null });
    expect(stored[0]?.takenAt.toISOString()).toBe(takenAt.toISOString());
  });
});
