import type { DailySignIn } from "@portal/shared";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { reportMedalProgress } from "../../medal/use-cases/report-medal-progress.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import { pointsLedger } from "../schema.ts";
import { awardRulePoints, type PointsRuleSettings, startOfPointsDay } from "./award-rule-points.ts";

/** How many days a member has signed in on, and whether today is one. */
export async function signInDays(
  db: Database,
  userId: number,
  now: Date,
): Promise<{ daysSignedIn: number; signedInToday: boolean }> {
  const mine = and(eq(pointsLedger.userId, userId), eq(pointsLedger.reason, "sign_in"));
  const [days] = await db
    .select({
      total: sql<number>`count(*)::int`,
      today: sql<number>`(count(*) filter (where ${gte(pointsLedger.createdAt, startOfPointsDay(now))}))::int`,
    })
    .from(pointsLedger)
    .where(mine);
  return { daysSignedIn: days?.total ?? 0, signedInToday: (days?.today ?? 0) > 0 };
}

/**
 * `dailySignIn`: today's sign-in points, once a UTC day; a second call gives nothing. The days
 * signed in are the medals' "days active". Answers the medals' notices beside the answer.
 */
export function signInToday({
  db,
  userId,
  now,
  settings,
}: {
  db: Database;
  userId: number;
  now: Date;
  settings: PointsRuleSettings;
}): Promise<{ answer: DailySignIn; notices: Notice[] }> {
  return inTransaction(db, async (tx) => {
    const { awarded, balance, notices } = await awardRulePoints(tx, {
      userId,
      rule: "sign_in",
      now,
      settings,
    });
    const { daysSignedIn } = await signInDays(tx, userId, now);
    const activeNotices =
      awarded > 0
        ? await reportMedalProgress(tx, { userId, counter: "daysActive", value: daysSignedIn, now })
        : [];
    return {
      answer: { signedInToday: true, awarded, balance, daysSignedIn },
      notices: [...notices, ...activeNotices],
    };
  });
}
