import { and, count, desc, eq, gt, lte, max, ne } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { loginFailures, sessions } from "../schema.ts";

/**
 * Failed sign-ins (both sign-ins and wrong old passwords) on the user's account since the
 * sign-in before the asking session, for the notice staff see in the management area.
 * The owner's own typos before a successful sign-in from the same range are already gone.
 */
export async function countFailedSignIns({
  db,
  userId,
  sessionId,
}: {
  db: Database;
  userId: number;
  sessionId: number;
}): Promise<{ count: number; lastAt: Date | null }> {
  const [current] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  const [previous] = current
    ? await db
        .select({ createdAt: sessions.createdAt })
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            ne(sessions.id, sessionId),
            lte(sessions.createdAt, current.createdAt),
          ),
        )
        .orderBy(desc(sessions.createdAt))
        .limit(1)
    : [];
  const since = previous?.createdAt ?? new Date(0);
  const [failures] = await db
    .select({ count: count(), lastAt: max(loginFailures.at) })
    .from(loginFailures)
    .where(and(eq(loginFailures.account, `user:${userId}`), gt(loginFailures.at, since)));
  return { count: failures?.count ?? 0, lastAt: failures?.lastAt ?? null };
}
