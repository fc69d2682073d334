import { z } from "zod";

/** The longest range the member statistics answer at once: a year, leap day included. */
export const memberStatisticsMaxDays = 366;

/**
 * `GET /api/userStatistics/summary`: the days from `from` to `to`, both included, as UTC days
 * (the points' sign-in day is a UTC day too).
 */
export const memberStatisticsQuery = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .refine(({ from, to }) => from <= to, {
    message: "memberStatistics.rangeReversed",
    path: ["to"],
  })
  .refine(
    ({ from, to }) =>
      from > to || (Date.parse(to) - Date.parse(from)) / 86_400_000 < memberStatisticsMaxDays,
    { message: "memberStatistics.rangeTooLong", path: ["to"] },
  );
export type MemberStatisticsQuery = z.infer<typeof memberStatisticsQuery>;

/** One day of the range: accounts made, members active, sign-ins (logins) and daily check-ins. */
export const memberStatisticsDay = z.object({
  day: z.string(),
  registered: z.number(),
  active: z.number(),
  logins: z.number(),
  checkIns: z.number(),
});
export type MemberStatisticsDay = z.infer<typeof memberStatisticsDay>;

/** Accounts registered in the range with one dictionary entry (area or field); `null`: none. */
export const memberStatisticsBucket = z.object({ id: z.number().nullable(), count: z.number() });
export type MemberStatisticsBucket = z.infer<typeof memberStatisticsBucket>;

/** Accounts registered in the range by the title shown beside their name. */
export const memberStatisticsTitle = z.object({
  kind: z.enum(["engineer", "honorary", "ordinary"]),
  /** The honorary title's id and name in the reader's language; null for the other kinds. */
  honoraryTitleId: z.number().nullable(),
  name: z.string().nullable(),
  count: z.number(),
});
export type MemberStatisticsTitle = z.infer<typeof memberStatisticsTitle>;

export const memberStatisticsSummary = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    /** Every account there is now, deleted ones left out. */
    members: z.number(),
    registered: z.number(),
    /** Members active on at least one day of the range (each counted once). */
    active: z.number(),
    logins: z.number(),
    checkIns: z.number(),
  }),
  days: z.array(memberStatisticsDay),
  byArea: z.array(memberStatisticsBucket),
  byField: z.array(memberStatisticsBucket),
  byTitle: z.array(memberStatisticsTitle),
});
export type MemberStatisticsSummary = z.infer<typeof memberStatisticsSummary>;
