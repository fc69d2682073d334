import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { sessions } from "../schema.ts";

/** `checkSafetyPermission`: until when this session's safety check holds, if it still does. */
export async function getSafetyPermission({
  db,
  now,
  sessionId,
}: {
  db: Database;
  now: Date;
  sessionId: number;
}): Promise<{ validUntil: Date | null }> {
  const [session] = await db
    .select({ safetyVerifiedUntil: sessions.safetyVerifiedUntil })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  const until = session?.safetyVerifiedUntil ?? null;
  return { validUntil: until !== null && until > now ? until : null };
}
