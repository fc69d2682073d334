import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { sessions } from "../schema.ts";
import type { RevokeReason } from "../sessions.ts";

/** `logout`: ends one session. */
export async function revokeSession({
  db,
  now,
  sessionId,
  reason,
}: {
  db: Database;
  now: Date;
  sessionId: number;
  reason: RevokeReason;
}): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
