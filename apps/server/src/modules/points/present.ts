import type { PointsLedgerRow, PointsReason } from "@portal/shared";
import type { PointsLedgerEntry } from "./use-cases/read-points-ledger.ts";

export function presentLedgerEntry(entry: PointsLedgerEntry): PointsLedgerRow {
  return {
    id: entry.id,
    amount: entry.amount,
    // Written only by movePoints and the welcome grant, both typed with the shared reasons.
    reason: entry.reason as PointsReason,
    balance: entry.balanceAfter,
    createdAt: entry.createdAt.toISOString(),
    postId: entry.postId,
  };
}
