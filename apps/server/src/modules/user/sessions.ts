import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { AppContext } from "../../platform/app-context.ts";
import type { SessionResolution } from "../../platform/auth/auth-plugin.ts";
import type { Database } from "../../platform/db/client.ts";
import { rolePermissions, sessions, userRoles } from "./schema.ts";

type SessionContext = Pick<AppContext, "db" | "config" | "now">;

/** Reasons after which the token answers 511 (session lost) instead of 401. */
const lostSessionReasons = new Set(["password_changed", "password_reset"]);
export type RevokeReason = "logout" | "password_changed" | "password_reset";

/** The sliding expiry is pushed forward at most this often, to spare a write per request. */
const slideEveryMs = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new random token for the user; only its hash is stored. */
export async function createSession(ctx: SessionContext, userId: number, db: Database = ctx.db) {
  const token = randomBytes(32).toString("base64url");
  const [session] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      createdAt: ctx.now(),
      expiresAt: new Date(ctx.now().getTime() + ctx.config.sessionTtlMs),
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error("session insert returned nothing");
  return { token, sessionId: session.id };
}

export async function permissionsOf(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ permission: rolePermissions.permission })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.permission).sort();
}

export async function resolveSession(
  ctx: SessionContext,
  token: string,
): Promise<SessionResolution> {
  const [session] = await ctx.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!session) return { status: "unknown" };
  if (session.revokedAt) {
    return lostSessionReasons.has(session.revokedReason ?? "")
      ? { status: "lost" }
      : { status: "unknown" };
  }
  const now = ctx.now().getTime();
  if (session.expiresAt.getTime() <= now) return { status: "unknown" };
  if (session.expiresAt.getTime() - now < ctx.config.sessionTtlMs - slideEveryMs) {
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(now + ctx.config.sessionTtlMs) })
      .where(eq(sessions.id, session.id));
  }
  const granted = await permissionsOf(ctx.db, session.userId);
  return {
    status: "valid",
    auth: { userId: session.userId, sessionId: session.id, permissions: new Set(granted) },
  };
}

export async function revokeSession(ctx: SessionContext, sessionId: number, reason: RevokeReason) {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.now(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every open session of the user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  ctx: SessionContext,
  options: { userId: number; reason: RevokeReason; keepSessionId?: number; db?: Database },
) {
  const db = options.db ?? ctx.db;
  await db
    .update(sessions)
    .set({ revokedAt: ctx.now(), revokedReason: options.reason })
    .where(
      and(
        eq(sessions.userId, options.userId),
        isNull(sessions.revokedAt),
        options.keepSessionId === undefined ? undefined : ne(sessions.id, options.keepSessionId),
      ),
    );
}

export async function sessionOf(db: Database, sessionId: number) {
  const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  return session;
}

export async function setSafetyVerifiedUntil(db: Database, sessionId: number, until: Date) {
  await db.update(sessions).set({ safetyVerifiedUntil: until }).where(eq(sessions.id, sessionId));
}
