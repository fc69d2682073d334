import { randomBytes } from "node:crypto";
import type { Database } from "../../../platform/db/client.ts";
import { sessions } from "../schema.ts";
import { hashToken } from "../sessions.ts";

/** A new random token for the user, valid for `sessionTtlMs`; only its hash is stored. */
export async function createSession({
  db,
  now,
  sessionTtlMs,
  userId,
}: {
  db: Database;
  now: Date;
  sessionTtlMs: number;
  userId: number;
}): Promise<{ token: string; sessionId: number }> {
  const token = randomBytes(32).toString("base64url");
  const [session] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + sessionTtlMs),
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error("session insert returned nothing");
  return { token, sessionId: session.id };
}
