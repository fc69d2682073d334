import {
  areaDictionary,
  fieldDictionary,
  type Language,
  type MemberStatisticsBucket,
  type MemberStatisticsQuery,
  type MemberStatisticsSummary,
  type MemberStatisticsTitle,
} from "@portal/shared";
import { and, eq, gte, lt, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../../platform/db/client.ts";
import { titlesOf } from "../../community/use-cases/titles-of.ts";
import { pointsLedger } from "../../points/schema.ts";
import { sessions, users } from "../../user/schema.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** The UTC day of a timestamp as `YYYY-MM-DD`. */
const utcDay = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Every day from `from` to `to`, both included. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += dayMs) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/** `column` within the range: its indexes (when it has one) answer it. */
const within = (column: PgColumn, start: Date, end: Date) =>
  and(gte(column, start), lt(column, end)) as SQL;

async function countByDay(
  db: Database,
  table: typeof users | typeof sessions | typeof pointsLedger,
  column: PgColumn,
  where: SQL,
): Promise<Map<string, number>> {
  const day = utcDay(column);
  const rows = await db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(table)
    .where(where)
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, row.count]));
}

/**
 * Who was active on which day: a member is active on a day when they signed in then (a session
 * made), a request came with one of their sessions (its last_seen_at, the only trace of use the
 * portal keeps), or they did the daily check-in. A session used over several days shows on the
 * day it was made and the day it was last used, not on the days between.
 */
async function activeMembers(db: Database, start: Date, end: Date) {
  const traces = sql`
    select ${sessions.userId} as user_id, ${utcDay(sessions.createdAt)} as day
      from ${sessions} where ${within(sessions.createdAt, start, end)}
    union
    select ${sessions.userId}, ${utcDay(sessions.lastSeenAt)}
      from ${sessions} where ${within(sessions.lastSeenAt, start, end)}
    union
    select ${pointsLedger.userId}, ${utcDay(pointsLedger.createdAt)}
      from ${pointsLedger}
      where ${pointsLedger.reason} = 'sign_in' and ${within(pointsLedger.createdAt, start, end)}`;
  const traced = sql`(${traces}) as traces`;
  const byDay = await db
    .select({ day: sql<string>`day`, count: sql<number>`count(distinct user_id)::int` })
    .from(traced)
    .groupBy(sql`day`);
  const [all] = await db.select({ count: sql<number>`count(distinct user_id)::int` }).from(traced);
  return { byDay: new Map(byDay.map((row) => [row.day, row.count])), total: all?.count ?? 0 };
}

/** Counts by dictionary id in the dictionary's order; ids not in it (or none) go to `null`. */
function buckets(
  dictionary: readonly { id: number }[],
  rows: readonly { id: number | null; count: number }[],
): MemberStatisticsBucket[] {
  const counts = new Map<number | null, number>();
  const known = new Set(dictionary.map((entry) => entry.id));
  for (const row of rows) {
    const id = row.id !== null && known.has(row.id) ? row.id : null;
    counts.set(id, (counts.get(id) ?? 0) + row.count);
  }
  return [
    ...dictionary.map((entry) => ({ id: entry.id, count: counts.get(entry.id) ?? 0 })),
    { id: null, count: counts.get(null) ?? 0 },
  ];
}

/**
 * Accounts registered in the range by title: certified engineers, each honorary title (named in
 * the reader's language; a title deleted meanwhile counts as ordinary, as it shows), ordinary.
 */
async function byTitle(
  db: Database,
  registeredInRange: SQL,
  reader: Language,
): Promise<MemberStatisticsTitle[]> {
  const rows = await db
    .select({
      isEngineer: users.isEngineer,
      honoraryTitleId: users.honoraryTitleId,
      count: sql<number>`count(*)::int`,
    })
    .from(users)
    .where(registeredInRange)
    .groupBy(users.isEngineer, users.honoraryTitleId);
  const titleIds = [
    ...new Set(
      rows.flatMap((row) =>
        !row.isEngineer && row.honoraryTitleId !== null ? [row.honoraryTitleId] : [],
      ),
    ),
  ];
  // One stand-in holder per title: titlesOf names a holder's title, in the reader's language.
  const names = await titlesOf(
    db,
    titleIds.map((id) => ({ id, isEngineer: false, honoraryTitleId: id })),
    reader,
  );
  let engineers = 0;
  let ordinary = 0;
  const honorary = new Map<number, number>();
  for (const row of rows) {
    const title = row.honoraryTitleId === null ? undefined : names.get(row.honoraryTitleId);
    if (row.isEngineer) engineers += row.count;
    else if (row.honoraryTitleId !== null && title?.kind === "honorary") {
      honorary.set(row.honoraryTitleId, (honorary.get(row.honoraryTitleId) ?? 0) + row.count);
    } else ordinary += row.count;
  }
  return [
    { kind: "engineer", honoraryTitleId: null, name: null, count: engineers },
    ...[...honorary].map(([id, count]) => ({
      kind: "honorary" as const,
      honoraryTitleId: id,
      name: names.get(id)?.name ?? null,
      count,
    })),
    { kind: "ordinary", honoraryTitleId: null, name: null, count: ordinary },
  ];
}

/**
 * `userStatistics/summary`: registrations, active members, sign-ins and check-ins of each day
 * of the range, and the accounts registered in it by area, field and title. Every account
 * counts, deleted ones included (they did register), except in the `members` total of today.
 */
export async function summarizeMembers({
  db,
  query,
  reader,
}: {
  db: Database;
  query: MemberStatisticsQuery;
  reader: Language;
}): Promise<MemberStatisticsSummary> {
  const start = new Date(`${query.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${query.to}T00:00:00Z`) + dayMs);
  const registeredInRange = within(users.createdAt, start, end);
  const [registered, logins, checkIns, active, areaRows, fieldRows, titles, members] =
    await Promise.all([
      countByDay(db, users, users.createdAt, registeredInRange),
      countByDay(db, sessions, sessions.createdAt, within(sessions.createdAt, start, end)),
      countByDay(
        db,
        pointsLedger,
        pointsLedger.createdAt,
        and(eq(pointsLedger.reason, "sign_in"), within(pointsLedger.createdAt, start, end)) as SQL,
      ),
      activeMembers(db, start, end),
      db
        .select({ id: users.areaId, count: sql<number>`count(*)::int` })
        .from(users)
        .where(registeredInRange)
        .groupBy(users.areaId),
      db
        .select({ id: users.fieldId, count: sql<number>`count(*)::int` })
        .from(users)
        .where(registeredInRange)
        .groupBy(users.fieldId),
      byTitle(db, registeredInRange, reader),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(ne(users.status, "deleted")),
    ]);
  const days = daysOf(query.from, query.to).map((day) => ({
    day,
    registered: registered.get(day) ?? 0,
    active: active.byDay.get(day) ?? 0,
    logins: logins.get(day) ?? 0,
    checkIns: checkIns.get(day) ?? 0,
  }));
  const sum = (key: "registered" | "logins" | "checkIns") =>
    days.reduce((total, day) => total + day[key], 0);
  return {
    from: query.from,
    to: query.to,
    totals: {
      members: members[0]?.count ?? 0,
      registered: sum("registered"),
      active: active.total,
      logins: sum("logins"),
      checkIns: sum("checkIns"),
    },
    days,
    byArea: buckets(areaDictionary, areaRows),
    byField: buckets(fieldDictionary, fieldRows),
    byTitle: titles,
  };
}
