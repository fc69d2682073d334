import { setImmediate } from "node:timers/promises";
import { and, inArray, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { insertMany } from "../../platform/db/insert-many.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { HyperLogLog } from "./hyperloglog.ts";
import {
  statisticsDaily,
  statisticsDailyVisitors,
  statisticsEvents,
  statisticsPageViews,
} from "./schema.ts";

export type PageViewRow = typeof statisticsPageViews.$inferInsert & {
  viewedAt: Date;
  day: string;
};
export type EventRow = typeof statisticsEvents.$inferInsert & { happenedAt: Date; day: string };

/** Precision of the sketch of all visitors of a day (0.8% error) and of a province's (3.3%). */
export const allVisitorsPrecision = 14;
export const provinceVisitorsPrecision = 10;
/** The key of the sketch of all the day's visitors, beside the provinces' codes. */
export const allVisitorsKey = "";

/** The day's unique visitors as a daily count: the estimate of the day's merged sketch. */
export function visitorCountRow(day: string, sketch: HyperLogLog, at: Date): DailyCount {
  return {
    metric: "visitors",
    day,
    key: allVisitorsKey,
    label: "",
    count: sketch.estimate(),
    lastSeenAt: at,
  };
}

/**
 * Rows a statement carries. PGlite runs on the server's one thread and holds it for a whole
 * statement: 1,000 rows held it 40 to 100 ms, a stall every search and page behind it waited
 * out. Small statements with a turn of the event loop between them let requests through.
 */
const rowsPerStatement = 200;
/** The buffer is written when it holds this many rows, else by the timer. */
const flushAtRows = 2000;

type DailyCount = {
  metric: string;
  day: string;
  key: string;
  label: string;
  count: number;
  lastSeenAt: Date;
};

/** What a search with no result is kept under: its scope and its words. */
function noResultKey(scope: string, query: string): string {
  return `${scope}:${query}`;
}

/** The rollup rows of the views and events of one write, added up by metric, day and key. */
function dailyCountsOf(views: readonly PageViewRow[], events: readonly EventRow[]): DailyCount[] {
  const counts = new Map<string, DailyCount>();
  const add = (metric: string, day: string, key: string, at: Date, label = key) => {
    const id = `${metric}\u0000${day}\u0000${key}`;
    const known = counts.get(id);
    if (known) {
      known.count += 1;
      known.label = label;
      if (at > known.lastSeenAt) known.lastSeenAt = at;
    } else counts.set(id, { metric, day, key, label, count: 1, lastSeenAt: at });
  };
  for (const view of views) {
    add("pageViews", view.day, "", view.viewedAt);
    if (view.entry) add("visits", view.day, "", view.viewedAt);
    add("page", view.day, view.path, view.viewedAt);
    add("province", view.day, view.province, view.viewedAt);
    add("device", view.day, view.mobile ? "mobile" : "desktop", view.viewedAt);
    add("language", view.day, view.language, view.viewedAt);
  }
  for (const event of events) {
    if (event.kind === "search") {
      add("search", event.day, event.scope, event.happenedAt);
      if (event.results === 0) {
        add(
          "noResult",
          event.day,
          noResultKey(event.scope, event.subject),
          event.happenedAt,
          event.subject,
        );
      }
    } else add(event.kind, event.day, event.subject, event.happenedAt, event.label);
  }
  return [...counts.values()];
}

/** The day's sketches this write adds to: all visitors, and each province's. */
function sketchesOf(views: readonly PageViewRow[]): Map<string, Map<string, HyperLogLog>> {
  const byDay = new Map<string, Map<string, HyperLogLog>>();
  for (const view of views) {
    let sketches = byDay.get(view.day);
    if (!sketches) {
      sketches = new Map();
      byDay.set(view.day, sketches);
    }
    for (const [key, precision] of [
      [allVisitorsKey, allVisitorsPrecision],
      [view.province, provinceVisitorsPrecision],
    ] as const) {
      let sketch = sketches.get(key);
      if (!sketch) {
        sketch = new HyperLogLog(precision);
        sketches.set(key, sketch);
      }
      sketch.addHash(view.visitor);
    }
  }
  return byDay;
}

function* slicesOf<T>(rows: readonly T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    yield rows.slice(start, start + rowsPerStatement);
  }
}

/**
 * Writes views and events in one transaction: the raw rows, the daily rollup and the day's
 * visitor sketches, so that the rollup always matches a recount of the raw rows. Sketches are
 * locked while merged, so instances writing at once lose none of each other's visitors.
 */
export async function writeRecorded(
  db: Database,
  views: readonly PageViewRow[],
  events: readonly EventRow[],
): Promise<void> {
  if (views.length === 0 && events.length === 0) return;
  await inTransaction(db, async (tx) => {
    for (const slice of slicesOf(views)) {
      await insertMany(tx, statisticsPageViews, slice);
      await setImmediate();
    }
    for (const slice of slicesOf(events)) {
      await insertMany(tx, statisticsEvents, slice);
      await setImmediate();
    }
    for (const slice of slicesOf(dailyCountsOf(views, events))) {
      await setImmediate();
      await tx
        .insert(statisticsDaily)
        .values(slice)
        .onConflictDoUpdate({
          target: [statisticsDaily.metric, statisticsDaily.day, statisticsDaily.key],
          set: {
            count: sql`${statisticsDaily.count} + excluded.count`,
            label: sql`excluded.label`,
            lastSeenAt: sql`greatest(${statisticsDaily.lastSeenAt}, excluded.last_seen_at)`,
          },
        });
    }
    for (const [day, sketches] of sketchesOf(views)) {
      const keys = [...sketches.keys()];
      await tx
        .insert(statisticsDailyVisitors)
        .values(
          keys.map((key) => ({ day, key, sketch: (sketches.get(key) as HyperLogLog).toBytes() })),
        )
        .onConflictDoNothing();
      const stored = await tx
        .select()
        .from(statisticsDailyVisitors)
        .where(
          and(
            sql`${statisticsDailyVisitors.day} = ${day}`,
            inArray(statisticsDailyVisitors.key, keys),
          ),
        )
        .for("update");
      for (const row of stored) {
        const sketch = sketches.get(row.key) as HyperLogLog;
        sketch.merge(HyperLogLog.fromBytes(row.sketch));
      }
      await tx
        .insert(statisticsDailyVisitors)
        .values(
          keys.map((key) => ({ day, key, sketch: (sketches.get(key) as HyperLogLog).toBytes() })),
        )
        .onConflictDoUpdate({
          target: [statisticsDailyVisitors.day, statisticsDailyVisitors.key],
          set: { sketch: sql`excluded.sketch` },
        });
      const allVisitors = sketches.get(allVisitorsKey);
      if (allVisitors) {
        await tx
          .insert(statisticsDaily)
          .values(visitorCountRow(day, allVisitors, new Date()))
          .onConflictDoUpdate({
            target: [statisticsDaily.metric, statisticsDaily.day, statisticsDaily.key],
            set: { count: sql`excluded.count`, lastSeenAt: sql`excluded.last_seen_at` },
          });
      }
    }
  });
}

/**
 * What was recorded and not yet written, per database (an app has one; tests have several):
 * recording only pushes a row, and the rows are written together when `flushAtRows` are
 * waiting, by the module's timer every few seconds, before a summary is read and on close.
 */
export class RecordingBuffer {
  #views: PageViewRow[] = [];
  #events: EventRow[] = [];
  #writing: Promise<void> = Promise.resolve();
  readonly #db: Database;
  #onError: (error: unknown) => void = () => {};

  constructor(db: Database) {
    this.#db = db;
  }

  /** Where a failed write is told (the module logs it); its rows are dropped, not retried. */
  onError(report: (error: unknown) => void): void {
    this.#onError = report;
  }

  get waiting(): number {
    return this.#views.length + this.#events.length;
  }

  addView(view: PageViewRow): void {
    this.#views.push(view);
    if (this.waiting >= flushAtRows) void this.flush();
  }

  addEvent(event: EventRow): void {
    this.#events.push(event);
    if (this.waiting >= flushAtRows) void this.flush();
  }

  /** Writes what is waiting, after any write under way; resolves once it is written. */
  flush(): Promise<void> {
    const views = this.#views;
    const events = this.#events;
    this.#views = [];
    this.#events = [];
    this.#writing = this.#writing.then(() =>
      writeRecorded(this.#db, views, events).catch((error: unknown) => this.#onError(error)),
    );
    return this.#writing;
  }
}

const buffers = new WeakMap<Database, RecordingBuffer>();

/** The buffer of an app's database. */
export function recordingBufferOf(db: Database): RecordingBuffer {
  let buffer = buffers.get(db);
  if (!buffer) {
    buffer = new RecordingBuffer(db);
    buffers.set(db, buffer);
  }
  return buffer;
}
