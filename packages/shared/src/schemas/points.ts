import { z } from "zod";
import { pageOf, pageQuery } from "./common.ts";

/** Why a balance changed: every ledger row names one. */
export const pointsReasons = [
  "welcome",
  "bounty_hold",
  "bounty_pay",
  "bounty_refund",
  "staff_grant",
] as const;
export type PointsReason = (typeof pointsReasons)[number];

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
export const pointsLedgerPage = pageOf(pointsLedgerRow).extend({ balance: z.number() });
export type PointsLedgerPage = z.infer<typeof pointsLedgerPage>;
