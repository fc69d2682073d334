/*
 * A year of page views for the statistics bench: 5,000,500 raw rows (365 days of 13,700),
 * written by SQL, the daily rollup made from them as the recording buffer makes it, and each
 * day's visitor sketches (all, and per province) from the same visitor ids, with the day's
 * visitor count the buffer keeps beside them. Visitors come back
 * across days, so unique visitors over the year are far fewer than the sum of the days'.
 */
import { createHash } from "node:crypto";
import { HyperLogLog } from "../apps/server/src/modules/statistics/hyperloglog.ts";
import {
  allVisitorsKey,
  allVisitorsPrecision,
  provinceVisitorsPrecision,
  visitorCountRow,
} from "../apps/server/src/modules/statistics/recording-buffer.ts";
import {
  statisticsDaily,
  statisticsDailyVisitors,
} from "../apps/server/src/modules/statistics/schema.ts";
import type { Database } from "../apps/server/src/platform/db/client.ts";
import { rawClientOf } from "./database/raw-client.ts";

export const yearDays = 365;
export const viewsPerDay = 13_700;
/** Different visitors over the year: every day's come from this pool. */
const visitorPool = 500_000;

const provinceCodes = [
  "110000",
  "120000",
  "130000",
  "140000",
  "150000",
  "210000",
  "220000",
  "230000",
  "310000",
  "320000",
  "330000",
  "340000",
  "350000",
  "360000",
  "370000",
  "410000",
  "420000",
  "430000",
  "440000",
  "450000",
  "460000",
  "500000",
  "510000",
  "520000",
  "530000",
  "540000",
  "610000",
  "620000",
  "630000",
  "640000",
  "650000",
  "710000",
  "810000",
  "820000",
  "unknown",
];
const paths = [
  "/home",
  "/product/menu",
  "/product/detail/:id",
  "/document",
  "/forum",
  "/forum/post/:id",
  "/support",
  "/aboutus",
];

const sqlList = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value}'`).join(",")}]`;

/** The visitor of the `row`-th view (1-based) of day `dayIndex`, as the SQL below makes it. */
function visitorOf(row: number, dayIndex: number): string {
  const number = (row * 7919 + dayIndex * 1231) % visitorPool;
  return createHash("md5").update(`v${number}`).digest("hex");
}

/** Writes the year ending on `lastDay`; answers its first day. */
export async function writeYearOfViews(db: Database, lastDay: string): Promise<string> {
  const firstDay = new Date(Date.parse(lastDay) - (yearDays - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const client = rawClientOf(db);
  for (let dayIndex = 0; dayIndex < yearDays; dayIndex += 30) {
    await client.query(
      `insert into statistics_page_views
        (viewed_at, day, path, language, mobile, screen_width, entry, visitor, province)
      select d + (g % 86400) * interval '1 second', d,
        (${sqlList(paths)})[g % ${paths.length} + 1],
        (array['zh-CN','zh-CN','en-US','zh-TW'])[g % 4 + 1],
        g % 3 = 0, 1280, g % 4 = 0,
        md5('v' || ((g * 7919 + i * 1231) % ${visitorPool})::text),
        (${sqlList(provinceCodes)})[g % ${provinceCodes.length} + 1]
      from generate_series($1::int, $2::int) as i,
        lateral (select $3::date + i as d) as days,
        generate_series(1, ${viewsPerDay}) as g`,
      [dayIndex, Math.min(dayIndex + 29, yearDays - 1), firstDay],
    );
  }
  const rollup = (metric: string, key: string, where = "true") =>
    client.query(`
      insert into statistics_daily (metric, day, key, label, count, last_seen_at)
      select '${metric}', day, ${key}, ${key}, count(*), max(viewed_at)
      from statistics_page_views where ${where} group by 2, 3`);
  await rollup("pageViews", "''");
  await rollup("visits", "''", "entry");
  await rollup("page", "path");
  await rollup("province", "province");
  await rollup("device", "case when mobile then 'mobile' else 'desktop' end");
  await rollup("language", "language");

  for (let dayIndex = 0; dayIndex < yearDays; dayIndex += 1) {
    const day = new Date(Date.parse(firstDay) + dayIndex * 86_400_000).toISOString().slice(0, 10);
    const all = new HyperLogLog(allVisitorsPrecision);
    const provinces = new Map<string, HyperLogLog>();
    for (let row = 1; row <= viewsPerDay; row += 1) {
      const visitor = visitorOf(row, dayIndex);
      all.addHash(visitor);
      const code = provinceCodes[row % provinceCodes.length] as string;
      let sketch = provinces.get(code);
      if (!sketch) {
        sketch = new HyperLogLog(provinceVisitorsPrecision);
        provinces.set(code, sketch);
      }
      sketch.addHash(visitor);
    }
    await db
      .insert(statisticsDailyVisitors)
      .values([
        { day, key: allVisitorsKey, sketch: all.toBytes() },
        ...[...provinces].map(([key, sketch]) => ({ day, key, sketch: sketch.toBytes() })),
      ]);
    await db
      .insert(statisticsDaily)
      .values(visitorCountRow(day, all, new Date(`${day}T12:00:00Z`)));
  }
  await client.query("analyze");
  return firstDay;
}
