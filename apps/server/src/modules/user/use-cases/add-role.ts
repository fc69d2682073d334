import type { RoleInput } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { recordChange } from "../../audit/use-cases/record-change.ts";
import { rolePermissions, roles } from "../schema.ts";
import { storedPermissions } from "../staff-rules.ts";
import { getAuditActor } from "./get-audit-actor.ts";

/** `role/add`: a new role granting `permissions`; answers its id. */
export function addRole({
  db,
  now,
  actorId,
  name,
  permissions: granted,
}: RoleInput & { db: Database; now: Date; actorId: number }): Promise<number> {
  return inTransaction(db, async (tx) => {
    const [role] = await tx.insert(roles).values({ name }).returning({ id: roles.id });
    if (!role) throw new Error("role insert returned nothing");
    const stored = storedPermissions(granted);
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
