import type { BuiltInParameterKey, BuiltInParameterValue, PointsRule } from "@portal/shared";
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { reportMedalProgress } from "../../medal/use-cases/report-medal-progress.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import { pointsAccounts, pointsLedger } from "../schema.ts";
import { movePoints } from "./move-points.ts";
import { ensurePointsAccount } from "./open-points-account.ts";

/** The amounts of the rules and the daily cap, from the `points.*` parameters. */
export type PointsRuleSettings = {
  welcomeGrant: number;
  postReward: number;
  replyReward: number;
  adoptedReward: number;
  signInReward: number;
  postsDailyCap: number;
};

/** Reads the rules' parameters through the app's `setting` (cached there). */
export async function readPointsRuleSettings(
  setting: <K extends BuiltInParameterKey>(key: K) => Promise<BuiltInParameterValue<K>>,
): Promise<PointsRuleSettings> {
  return {
    welcomeGrant: await setting("points.welcomeGrant"),
    postReward: await setting("points.postReward"),
    replyReward: await setting("points.replyReward"),
    adoptedReward: await setting("points.adoptedReward"),
    signInReward: await setting("points.signInReward"),
    postsDailyCap: await setting("points.postsDailyCap"),
  };
}

/** What counts as points earned for the medals: what a member's activity brought in. */
const earnedReasons = ["post", "reply", "adopted_answer", "sign_in", "bounty_pay", "staff_grant"];

/**
 * Tells the medal module a member's points earned so far (welcome grants and refunds are not
 * earned), in the transaction that moved them; answers the medals' notices.
 */
export async function reportPointsEarned(
  tx: Database,
  userId: number,
  now: Date,
): Promise<Notice[]> {
  const [earned] = await tx
    .select({ total: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)::int` })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), inArray(pointsLedger.reason, earnedReasons)));
  return reportMedalProgress(tx, {
    userId,
    counter: "pointsEarned",
    value: earned?.total ?? 0,
    now,
  });
}

/** The rules whose points count against the daily cap together. */
const cappedRules: readonly PointsRule[] = ["post", "reply"];

/** Midnight UTC of `now`'s day: the day the caps and the sign-in count in. */
export function startOfPointsDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

function rewardOf(rule: PointsRule, settings: PointsRuleSettings): number {
  switch (rule) {
    case "post":
      return settings.postReward;
    case "reply":
      return settings.replyReward;
    case "adopted_answer":
      return settings.adoptedReward;
    case "sign_in":
      return settings.signInReward;
  }
}

/**
 * Gives a member a rule's points in the caller's transaction: posts and replies up to what is
 * left of today's cap, an adopted answer in full, the sign-in once a day. The account row is
 * locked before today's movements are added up, so two replies at once cannot both pass the cap.
 * Answers the points given (0 when the cap is reached or the day's sign-in is done), the
 * balance after and the notices of medals the points earned brought (to send after commit).
 */
export async function awardRulePoints(
  tx: Database,
  award: {
    userId: number;
    rule: PointsRule;
    postId?: number | null;
    now: Date;
    settings: PointsRuleSettings;
  },
): Promise<{ awarded: number; balance: number; notices: Notice[] }> {
  const { userId, rule, now, settings } = award;
  return inTransaction(tx, async (inner) => {
    await ensurePointsAccount(inner, { userId, welcomeGrant: settings.welcomeGrant, now });
    const [account] = await inner
      .select({ balance: pointsAccounts.balance })
      .from(pointsAccounts)
      .where(eq(pointsAccounts.userId, userId))
      .for("update");
    const balance = account?.balance ?? 0;
    let amount = Math.max(0, Math.trunc(rewardOf(rule, settings)));
    if (rule === "sign_in" || cappedRules.includes(rule)) {
      const reasons = rule === "sign_in" ? ["sign_in"] : [...cappedRules];
      const [today] = await inner
        .select({
          rows: sql<number>`count(*)::int`,
          earned: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)::int`,
        })
        .from(pointsLedger)
        .where(
          and(
            eq(pointsLedger.userId, userId),
            inArray(pointsLedger.reason, reasons),
            gte(pointsLedger.createdAt, startOfPointsDay(now)),
          ),
        );
      if (rule === "sign_in" && (today?.rows ?? 0) > 0) return { awarded: 0, balance, notices: [] };
      if (rule !== "sign_in") {
        const left = Math.max(0, settings.postsDailyCap - (today?.earned ?? 0));
        amount = Math.min(amount, left);
      }
    }
    if (amount === 0) return { awarded: 0, balance, notices: [] };
    const after = await movePoints(inner, {
      userId,
      amount,
      reason: rule,
      postId: award.postId ?? null,
      now,
      welcomeGrant: settings.welcomeGrant,
    });
    return {
      awarded: amount,
      balance: after,
      notices: await reportPointsEarned(inner, userId, now),
    };
  });
}
