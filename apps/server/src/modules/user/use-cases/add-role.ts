import type { RoleInput } from "@portal/shared";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { ensureMayEditRole, inGrantingTransaction } from "../grant-rules.ts";
import { rolePermissions, roles } from "../schema.ts";
import { storedPermissions } from "../staff-rules.ts";

/** `role/add`: a new role granting `permissions`; answers its id (403: the grant rules refuse). */
export function addRole({
  db,
  now,
  actor,
  name,
  permissions: granted,
}: RoleInput & StaffWrite): Promise<number> {
  return inGrantingTransaction({ db, now, actor }, async (tx) => {
    const stored = storedPermissions(granted);
    await ensureMayEditRole(tx, actor.userId, {
      current: null,
      next: { name, permissions: stored },
    });
    const [role] = await tx.insert(roles).values({ name }).returning({ id: roles.id });
    if (!role) throw new Error("role insert returned nothing");
    if (stored.length > 0) {
      await tx
        .insert(rolePermissions)
        .values(stored.map((permission) => ({ roleId: role.id, permission })));
    }
    await recordChange({
      db: tx,
      actor,
      action: "role.add",
      targetType: "role",
      targetId: role.id,
      after: { name, permissions: stored },
      at: now,
    });
    return role.id;
  });
}
