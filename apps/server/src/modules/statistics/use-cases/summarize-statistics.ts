import {
  type SearchScope,
  type StatisticsRangeQuery,
  type StatisticsSummary,
  searchScopes,
  statisticsLimits,
} from "@portal/shared";
import { and, between, desc, eq, inArray, max, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { addDays, daysFrom } from "../china-day.ts";
import { HyperLogLog } from "../hyperloglog.ts";
import { allVisitorsKey, allVisitorsPrecision, recordingBufferOf } from "../recording-buffer.ts";
import { statisticsDaily, statisticsDailyVisitors, statisticsMonthlyVisitors } from "../schema.ts";
import { monthOf, nextMonth } from "./merge-closed-months.ts";

const noResultListSize = 20;

/**
 * The visitor sketches that cover a range: a merged month's for each month inside it, the days'
 * for the rest (a year is about a dozen sketches per key, never the raw views).
 */
async function rangeSketches(db: Database, range: StatisticsRangeQuery) {
  const monthsInside: string[] = [];
  for (
    let month = nextMonth(monthOf(addDays(range.from, -1)));
    nextMonth(month) <= addDays(range.to, 1);
    month = nextMonth(month)
  ) {
    monthsInside.push(month);
  }
  const merged =
    monthsInside.length === 0
      ? []
      : await db
          .select()
          .from(statisticsMonthlyVisitors)
          .where(inArray(statisticsMonthlyVisitors.month, monthsInside));
  const mergedMonths = [...new Set(merged.map((row) => row.month))];
  const days = await db
    .select({ key: statisticsDailyVisitors.key, sketch: statisticsDailyVisitors.sketch })
    .from(statisticsDailyVisitors)
    .where(
      and(
        between(statisticsDailyVisitors.day, range.from, range.to),
        mergedMonths.length === 0
          ? undefined
          : notInArray(
              sql`date_trunc('month', ${statisticsDailyVisitors.day})::date`,
              mergedMonths,
            ),
      ),
    );
  return [...merged, ...days];
}

/**
 * The home statistics page over a range of days, from the daily rollup and the visitor
 * sketches only. What is still buffered
 * is written first, so the answer includes the last seconds.
 */
export async function summarizeStatistics({
  db,
  range,
}: {
  db: Database;
  range: StatisticsRangeQuery;
}): Promise<StatisticsSummary> {
  await recordingBufferOf(db).flush();
  const inRange = between(statisticsDaily.day, range.from, range.to);
  const total = sql<number>`sum(${statisticsDaily.count})::float8`.mapWith(Number);

  const top = (metric: string, size: number) =>
    db
      .select({ key: statisticsDaily.key, label: max(statisticsDaily.label), count: total })
      .from(statisticsDaily)
      .where(and(eq(statisticsDaily.metric, metric), inRange))
      .groupBy(statisticsDaily.key)
      .orderBy(desc(total), statisticsDaily.key)
      .limit(size);

  const [totals, pages, products, documents, links, noResults, sketches] = await Promise.all([
    db
      .select({
        metric: statisticsDaily.metric,
        day: statisticsDaily.day,
        key: statisticsDaily.key,
        count: total,
      })
      .from(statisticsDaily)
      .where(
        and(
          inArray(statisticsDaily.metric, [
            "pageViews",
            "visits",
            "visitors",
            "device",
            "language",
            "compare",
            "search",
          ]),
          inRange,
        ),
      )
      .groupBy(statisticsDaily.metric, statisticsDaily.day, statisticsDaily.key),
    top("page", statisticsLimits.topListSize),
    top("productView", statisticsLimits.topListSize),
    top("download", statisticsLimits.topListSize),
    top("linkClick", statisticsLimits.topListSize),
    db
      .select({
        key: statisticsDaily.key,
        query: max(statisticsDaily.label),
        count: total,
        lastSeenAt: max(statisticsDaily.lastSeenAt),
      })
      .from(statisticsDaily)
      .where(and(eq(statisticsDaily.metric, "noResult"), inRange))
      .groupBy(statisticsDaily.key)
      .orderBy(desc(total), desc(max(statisticsDaily.lastSeenAt)))
      .limit(noResultListSize),
    rangeSketches(db, range),
  ]);

  const byDay = new Map(
    daysFrom(range.from, range.to).map((day) => [
      day,
      { day, pageViews: 0, visits: 0, visitors: 0 },
    ]),
  );
  const devices = { mobile: 0, desktop: 0 };
  const languages = new Map<string, number>();
  let comparisons = 0;
  let searches = 0;
  for (const row of totals) {
    const day = byDay.get(row.day);
    if (row.metric === "pageViews" && day) day.pageViews += row.count;
    else if (row.metric === "visits" && day) day.visits += row.count;
    else if (row.metric === "visitors" && day) day.visitors = row.count;
    else if (row.metric === "device")
      devices[row.key === "mobile" ? "mobile" : "desktop"] += row.count;
    else if (row.metric === "language")
      languages.set(row.key, (languages.get(row.key) ?? 0) + row.count);
    else if (row.metric === "compare") comparisons += row.count;
    else if (row.metric === "search") searches += row.count;
  }

  const allVisitors = new HyperLogLog(allVisitorsPrecision);
  const provinces = new Map<string, HyperLogLog>();
  for (const row of sketches) {
    const sketch = HyperLogLog.fromBytes(row.sketch);
    if (row.key === allVisitorsKey) {
      allVisitors.merge(sketch);
    } else {
      const province = provinces.get(row.key);
      if (province) province.merge(sketch);
      else provinces.set(row.key, sketch);
    }
  }

  const days = [...byDay.values()];
  const sum = (field: "pageViews" | "visits") => days.reduce((all, day) => all + day[field], 0);
  const counted = (rows: typeof pages) =>
    rows.map((row) => ({ key: row.key, label: row.label ?? row.key, count: row.count }));
  return {
    pageViews: sum("pageViews"),
    visits: sum("visits"),
    visitors: allVisitors.estimate(),
    topPages: pages.map((row) => ({ path: row.key, views: row.count })),
    noResultSearches: noResults.map((row) => {
      const scope = row.key.slice(0, row.key.indexOf(":"));
      return {
        query: row.query ?? "",
        scope: (searchScopes as readonly string[]).includes(scope)
          ? (scope as SearchScope)
          : "catalogue",
        count: row.count,
        lastSeenAt: (row.lastSeenAt ?? new Date(0)).toISOString(),
      };
    }),
    byDay: days,
    topProducts: counted(products),
    topDocuments: counted(documents),
    topLinks: counted(links),
    comparisons,
    searches,
    provinces: [...provinces]
      .map(([code, sketch]) => ({ code, visitors: sketch.estimate() }))
      .sort((a, b) => b.visitors - a.visitors),
    devices,
    languages: [...languages]
      .map(([language, views]) => ({ language, views }))
      .sort((a, b) => b.views - a.views),
  };
}
