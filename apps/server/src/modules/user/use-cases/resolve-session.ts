import { eq } from "drizzle-orm";
import type { SessionResolution } from "../../../platform/auth/auth-plugin.ts";
import type { Database } from "../../../platform/db/client.ts";
import { sessions, users } from "../schema.ts";
import { actorName, hashToken, lostSessionReasons, permissionsOf } from "../sessions.ts";

/** The sliding expiry is pushed forward at most this often, to spare a write per request. */
const slideEveryMs = 60 * 60 * 1000;
/** When a session was last used is written at most this often. */
const seenEveryMs = 60 * 1000;

/**
 * Who a bearer token belongs to, for the auth plugin: valid (its expiry slid forward), lost
 * (ended by a password change or reset: 511) or unknown (401: never issued, signed out, unused
 * for `sessionTtlMs`, or older than `sessionMaxAgeMs` however often used). A valid session
 * carries the user's name (nickname, else phone), which every audited staff change records.
 */
export async function resolveSession({
  db,
  now,
  sessionTtlMs,
  sessionMaxAgeMs,
  token,
}: {
  db: Database;
  now: Date;
  sessionTtlMs: number;
  sessionMaxAgeMs: number;
  token: string;
}): Promise<SessionResolution> {
  const [found] = await db
    .select({ session: sessions, nickname: users.nickname, phone: users.phone })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!found) return { status: "unknown" };
  const { session } = found;
  if (session.revokedAt) {
    return lostSessionReasons.has(session.revokedReason ?? "")
      ? { status: "lost" }
      : { status: "unknown" };
  }
  const at = now.getTime();
  const endOfLife = session.createdAt.getTime() + sessionMaxAgeMs;
  if (session.expiresAt.getTime() <= at || endOfLife <= at) return { status: "unknown" };
  const slidTo = Math.min(at + sessionTtlMs, endOfLife);
  const slides = slidTo - session.expiresAt.getTime() > slideEveryMs;
  // Who is online (the community's engineers signed in now) reads when a session was last used;
  // a minute's precision is enough for that and spares a write per request.
  const seen = !session.lastSeenAt || at - session.lastSeenAt.getTime() >= seenEveryMs;
  if (slides || seen) {
    await db
      .update(sessions)
      .set({
        ...(slides ? { expiresAt: new Date(slidTo) } : {}),
        ...(seen ? { lastSeenAt: now } : {}),
      })
      .where(eq(sessions.id, session.id));
  }
  const granted = await permissionsOf(db, session.userId);
  return {
    status: "valid",
    auth: {
      userId: session.userId,
      name: actorName(found),
      sessionId: session.id,
      permissions: new Set(granted),
    },
  };
}
