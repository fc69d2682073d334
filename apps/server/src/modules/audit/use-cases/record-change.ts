import type { AuditAction } from "@portal/shared";
import type { AuthContext } from "../../../platform/auth/auth-plugin.ts";
import type { Database } from "../../../platform/db/client.ts";
import { auditRecords } from "../schema.ts";

/**
 * Who made a change: the signed-in staff member as the session names them, so a route hands
 * `request.currentUser()` down as it is (the user module's session lookup reads the name).
 */
export type AuditActor = Pick<AuthContext, "userId" | "name">;

/** What every audited staff write carries: where, when and by whom. */
export type StaffWrite = { db: Database; now: Date; actor: AuditActor };

/** Records one staff change; callers run it in the transaction of the change itself. */
export async function recordChange({
  db,
  actor,
  action,
  targetType,
  targetId,
  before = null,
  after = null,
  at,
}: {
  db: Database;
  actor: AuditActor;
  action: AuditAction;
  targetType: string;
  targetId: number | null;
  before?: unknown;
  after?: unknown;
  at: Date;
}): Promise<void> {
  await db.insert(auditRecords).values({
    actorId: actor.userId,
    actorName: actor.name.slice(0, 40),
    action,
    targetType,
    targetId,
    before,
    after,
    at,
  });
}
