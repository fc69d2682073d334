import { lt } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { addDays, chinaDay } from "../china-day.ts";
import { statisticsEvents, statisticsPageViews } from "../schema.ts";
import { deleteSaltsBefore } from "../visitor-id.ts";

/**
 * Deletes the raw page views and events older than `retentionDays` (the daily rollup and
 * sketches stay) and the salts of past days. Deleting what is already gone changes nothing, so
 * instances sweeping at the same time are harmless to each other.
 */
export async function sweepOldViews({
  db,
  now,
  retentionDays,
}: {
  db: Database;
  now: Date;
  retentionDays: number;
}): Promise<void> {
  const today = chinaDay(now);
  const firstKept = addDays(today, -retentionDays);
  await db.delete(statisticsPageViews).where(lt(statisticsPageViews.day, firstKept));
  await db.delete(statisticsEvents).where(lt(statisticsEvents.day, firstKept));
  await deleteSaltsBefore(db, today);
}
