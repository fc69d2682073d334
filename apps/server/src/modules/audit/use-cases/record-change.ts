import type { AuditAction } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { auditRecords } from "../schema.ts";

/** Who made a change, as the audit list shows them. */
export type AuditActor = { id: number; name: string };

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
    actorId: actor.id,
    actorName: actor.name.slice(0, 40),
    action,
    targetType,
    targetId,
    before,
    after,
    at,
  });
}
