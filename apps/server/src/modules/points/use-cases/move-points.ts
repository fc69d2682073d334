import type { PointsReason } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { pointsAccounts, pointsLedger } from "../schema.ts";
import { ensurePointsAccount } from "./open-points-account.ts";

/**
 * Adds `amount` (negative to take points away) to a member's balance and writes its ledger row
 * with the balance after; answers the new balance. Called inside the caller's transaction, so
 * the movement commits or rolls back with the write it belongs to (publishing a bounty,
 * adopting a reply). The account row is locked until that transaction ends, so two movements of
 * one balance run one after the other and neither reads a balance the other is changing.
 * A balance that would go negative is refused with 409 and nothing is written.
 */
export async function movePoints(
  tx: Database,
  change: {
    userId: number;
    amount: number;
    reason: PointsReason;
    postId?: number | null;
    now: Date;
    welcomeGrant: number;
  },
): Promise<number> {
  const { userId, amount, reason, now, welcomeGrant } = change;
  if (!Number.isSafeInteger(amount)) throw new Error(`points amount must be an integer: ${amount}`);
  return inTransaction(tx, async (inner) => {
    await ensurePointsAccount(inner, { userId, welcomeGrant, now });
    const [account] = await inner
      .select({ balance: pointsAccounts.balance })
      .from(pointsAccounts)
      .where(eq(pointsAccounts.userId, userId))
      .for("update");
    // Just opened above, in this transaction: it cannot be missing.
    const balance = account?.balance ?? 0;
    if (amount === 0) return balance;
    const balanceAfter = balance + amount;
    if (balanceAfter < 0) {
      throw new AppError("conflict", "points.insufficient", {
        params: { balance, amount: -amount },
      });
    }
    await inner
      .update(pointsAccounts)
      .set({ balance: balanceAfter })
      .where(eq(pointsAccounts.userId, userId));
    await inner.insert(pointsLedger).values({
      userId,
      amount,
      reason,
      postId: change.postId ?? null,
      balanceAfter,
      createdAt: now,
    });
    return balanceAfter;
  });
}
