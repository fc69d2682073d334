import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { pointsAccounts, pointsLedger } from "../schema.ts";

/**
 * Opens a member's account with the welcome grant (the `points.welcomeGrant` setting, read by
 * the caller) unless it is open already. The user module cannot call points when an account is
 * created (points depends on user), so every read or move of points calls this first. Two first
 * reads at once insert one account: the second insert waits on the first and does nothing, and
 * only the insert that opened the account writes the `welcome` ledger row.
 */
export async function ensurePointsAccount(
  tx: Database,
  account: { userId: number; welcomeGrant: number; now: Date },
): Promise<void> {
  const { userId, now } = account;
  // A setting outside its bounds is refused on save, but the grant must never open a negative
  // balance, which the table's check would refuse on every later read.
  const welcomeGrant = Math.max(0, Math.trunc(account.welcomeGrant));
  await inTransaction(tx, async (inner) => {
    const opened = await inner
      .insert(pointsAccounts)
      .values({ userId, balance: welcomeGrant, createdAt: now })
      .onConflictDoNothing()
      .returning({ userId: pointsAccounts.userId });
    if (opened.length === 0 || welcomeGrant === 0) return;
    await inner.insert(pointsLedger).values({
      userId,
      amount: welcomeGrant,
      reason: "welcome",
      balanceAfter: welcomeGrant,
      createdAt: now,
    });
  });
}
