import type { Page, PageQuery } from "@portal/shared";
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { pointsAccounts, pointsLedger } from "../schema.ts";
import { signInDays } from "./daily-sign-in.ts";
import { ensurePointsAccount } from "./open-points-account.ts";

export type PointsLedgerEntry = typeof pointsLedger.$inferSelect;

/**
 * A member's balance and one page of their ledger, newest first. The first read opens the
 * account with the welcome grant, so a new member sees it at once; and whether they signed in
 * today.
 */
export async function readPointsLedger({
  db,
  userId,
  welcomeGrant,
  now,
  page,
}: {
  db: Database;
  userId: number;
  welcomeGrant: number;
  now: Date;
  page: PageQuery;
}): Promise<Page<PointsLedgerEntry> & { balance: number; signedInToday: boolean }> {
  await ensurePointsAccount(db, { userId, welcomeGrant, now });
  const [account] = await db
    .select({ balance: pointsAccounts.balance })
    .from(pointsAccounts)
    .where(eq(pointsAccounts.userId, userId));
  const condition = eq(pointsLedger.userId, userId);
  const found = await paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(pointsLedger)
        .where(condition)
        .orderBy(desc(pointsLedger.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: count() }).from(pointsLedger).where(condition),
  });
  const { signedInToday } = await signInDays(db, userId, now);
  return { ...found, balance: account?.balance ?? 0, signedInToday };
}
