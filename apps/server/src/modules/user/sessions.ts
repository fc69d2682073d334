import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { rolePermissions, userRoles } from "./schema.ts";

/** Why a session ended; after a password change or reset its token answers 511, not 401. */
export type RevokeReason =
  | "logout"
  | "password_changed"
  | "password_reset"
  | "account_locked"
  | "account_deleted";
export const lostSessionReasons: ReadonlySet<string> = new Set<RevokeReason>([
  "password_changed",
  "password_reset",
]);

/** How a user is named in the records of their staff changes: the nickname, else the phone. */
export function actorName(user: { nickname: string | null; phone: string }): string {
  return user.nickname ?? user.phone;
}

/** What is stored of a token: only its hash. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Every permission the user's roles grant, sorted. */
export async function permissionsOf(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ permission: rolePermissions.permission })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.permission).sort();
}
