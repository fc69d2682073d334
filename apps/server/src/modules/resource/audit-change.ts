import type { AuditAction } from "@portal/shared";
import type { Database } from "../../platform/db/client.ts";
import { recordChange } from "../audit/use-cases/record-change.ts";
import { getAuditActor } from "../user/use-cases/get-audit-actor.ts";

/** Who writes and when: what every staff change of this module carries. */
export type StaffWrite = { db: Database; now: Date; actorId: number };

/** Records a folder or resource change in the transaction that made it. */
export async function auditChange(
  tx: Database,
  { actorId, now }: Omit<StaffWrite, "db">,
  change: {
    action: Extract<AuditAction, `${"catalog" | "resource"}.${string}`>;
    targetId: number;
    before?: unknown;
    after?: unknown;
  },
) {
  await recordChange({
    db: tx,
    actor: await getAuditActor({ db: tx, userId: actorId }),
    action: change.action,
    targetType: change.action.startsWith("catalog.") ? "catalog" : "resource",
    targetId: change.targetId,
    before: change.before ?? null,
    after: change.after ?? null,
    at: now,
  });
}
