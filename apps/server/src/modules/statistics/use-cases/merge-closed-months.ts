import { and, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { addDays } from "../china-day.ts";
import { HyperLogLog } from "../hyperloglog.ts";
import { allVisitorsKey, visitorCountRow } from "../recording-buffer.ts";
import { statisticsDaily, statisticsDailyVisitors, statisticsMonthlyVisitors } from "../schema.ts";

/** The first day of the month `day` falls in. */
export function monthOf(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The first day of the month after the one that starts on `month`. */
export function nextMonth(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 10);
}

/**
 * Merges the day sketches of each month that is over into one sketch per key. A month is over
 * once its last day is before yesterday: views are written within seconds of their day, so no
 * later write can change a merged month. Instances merging at once write the same sketches.
 */
export async function mergeClosedMonths({ db, today }: { db: Database; today: string }) {
  const firstOpenMonth = monthOf(addDays(today, -1));
  const unmerged = await db
    .selectDistinct({ month: sql<string>`to_char(${statisticsDailyVisitors.day}, 'YYYY-MM-01')` })
    .from(statisticsDailyVisitors)
    .leftJoin(
      statisticsMonthlyVisitors,
      and(
        eq(
          statisticsMonthlyVisitors.month,
          sql`date_trunc('month', ${statisticsDailyVisitors.day})::date`,
        ),
        eq(statisticsMonthlyVisitors.key, statisticsDailyVisitors.key),
      ),
    )
    .where(
      and(lt(statisticsDailyVisitors.day, firstOpenMonth), isNull(statisticsMonthlyVisitors.month)),
    );
  for (const { month } of unmerged) {
    const merged = new Map<string, HyperLogLog>();
    const days = await db
      .select()
      .from(statisticsDailyVisitors)
      .where(
        and(
          gte(statisticsDailyVisitors.day, month),
          lt(statisticsDailyVisitors.day, nextMonth(month)),
        ),
      );
    for (const row of days) {
      const sketch = HyperLogLog.fromBytes(row.sketch);
      const monthSketch = merged.get(row.key);
      if (monthSketch) monthSketch.merge(sketch);
      else merged.set(row.key, sketch);
    }
    await db
      .insert(statisticsMonthlyVisitors)
      .values([...merged].map(([key, sketch]) => ({ month, key, sketch: sketch.toBytes() })))
      .onConflictDoUpdate({
        target: [statisticsMonthlyVisitors.month, statisticsMonthlyVisitors.key],
        set: { sketch: sql`excluded.sketch` },
      });
  }
}

/**
 * The day's unique visitors as a count beside the day's other counts, for days written before
 * the count was kept with the sketch.
 */
export async function countDaysWithoutVisitorCount(db: Database) {
  const missing = await db
    .select({ day: statisticsDailyVisitors.day, sketch: statisticsDailyVisitors.sketch })
    .from(statisticsDailyVisitors)
    .leftJoin(
      statisticsDaily,
      and(
        eq(statisticsDaily.metric, "visitors"),
        eq(statisticsDaily.day, statisticsDailyVisitors.day),
        eq(statisticsDaily.key, ""),
      ),
    )
    .where(and(eq(statisticsDailyVisitors.key, allVisitorsKey), isNull(statisticsDaily.day)));
  for (const row of missing) {
    await db
      .insert(statisticsDaily)
      .values(visitorCountRow(row.day, HyperLogLog.fromBytes(row.sketch), new Date(0)))
      .onConflictDoNothing();
  }
}
