import { and, eq, isNull, ne } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { sessions } from "../schema.ts";
import type { RevokeReason } from "../sessions.ts";

/** Ends every open session of the user, except `keepSessionId` when given. */
export async function revokeUserSessions({
  db,
  now,
  userId,
  reason,
  keepSessionId,
}: {
  db: Database;
  now: Date;
  userId: number;
  reason: RevokeReason;
  keepSessionId?: number;
}): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}
