import type { RoleInput } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { recordChange } from "../../audit/use-cases/record-change.ts";
import { ensureMayEditRole, inGrantingTransaction } from "../grant-rules.ts";
import { rolePermissions, roles } from "../schema.ts";
import { storedPermissions } from "../staff-rules.ts";
import { getAuditActor } from "./get-audit-actor.ts";

/** `role/add`: a new role granting `permissions`; answers its id (403: the grant rules refuse). */
export function addRole({
  db,
  now,
  actorId,
  name,
  permissions: granted,
}: RoleInput & { db: Database; now: Date; actorId: number }): Promise<number> {
  return inGrantingTransaction({ db, now, actorId }, async (tx) => {
    const stored = storedPermissions(granted);
    await ensureMayEditRole(tx, actorId, { current: null, next: { name, permissions: stored } });
    const [role] = await tx.insert(roles).values({ name }).returning({ id: roles.id });
    if (!role) throw new Error("role insert returned nothing");
    if (stored.length > 0) {
      await tx
        .insert(rolePermissions)
        .values(stored.map((permission) => ({ roleId: role.id, permission })));
    }
    await recordChange({
      db: tx,
      actor: await getAuditActor({ db: tx, userId: actorId }),
      action: "role.add",
      targetType: "role",
      targetId: role.id,
      after: { name, permissions: stored },
      at: now,
    });
    return role.id;
  });
}
