import { z } from "zod";
import { pageOf, pageQuery } from "./common.ts";

/** Why a balance changed: every ledger row names one. */
export const pointsReasons = [
  "welcome",
  "bounty_hold",
  "bounty_pay",
  "bounty_refund",
  "staff_grant",
  "post",
  "reply",
  "adopted_answer",
  "sign_in",
] as const;
export type PointsReason = (typeof pointsReasons)[number];

/**
 * What members earn points for, each a ledger reason. Posts and replies share a daily cap, so
 * points cannot be farmed with a flood of short replies; adopted answers are exempt, and the
 * sign-in counts once a day. Amounts and the cap are run-time parameters (`points.*`).
 */
export const pointsRules = ["post", "reply", "adopted_answer", "sign_in"] as const;
export type PointsRule = (typeof pointsRules)[number];

/** `POST /api/user/signIn`: today's sign-in; `awarded` is 0 when it was done already. */
export const dailySignIn = z.object({
  signedInToday: z.boolean(),
  awarded: z.number(),
  balance: z.number(),
  /** Days signed in, today included: the medals' "days active". */
  daysSignedIn: z.number(),
});
export type DailySignIn = z.infer<typeof dailySignIn>;

export const pointsLedgerQuery = pageQuery;

/** One ledger row as its owner reads it: `balance` is the balance after the change. */
export const pointsLedgerRow = z.object({
  id: z.number(),
  amount: z.number(),
  reason: z.enum(pointsReasons),
  balance: z.number(),
  createdAt: z.string(),
  postId: z.number().nullable(),
});
export type PointsLedgerRow = z.infer<typeof pointsLedgerRow>;

/** `GET /api/user/points`: the balance now and the ledger, newest first. */
export const pointsLedgerPage = pageOf(pointsLedgerRow).extend({
  balance: z.number(),
  signedInToday: z.boolean(),
});
export type PointsLedgerPage = z.infer<typeof pointsLedgerPage>;
