import { permissions, type RoleUpdateInput } from "@portal/shared";
import { eq } from "drizzle-orm";
import { lockVersionedRow, nextVersion } from "../../../platform/db/versioned-row.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { ensureMayEditRole, inGrantingTransaction } from "../grant-rules.ts";
import { rolePermissions, roles } from "../schema.ts";
import { permissionsOfRole, roleNotFound, storedPermissions } from "../staff-rules.ts";

/**
 * `role/update`: renames a role and replaces its grants; 409 from a stale `version`, and the
 * administrator role always keeps `role:manage`; 403 when the grant rules refuse the grants.
 */
export function updateRole({
  db,
  now,
  actor,
  id,
  version,
  name,
  permissions: granted,
}: RoleUpdateInput & StaffWrite): Promise<void> {
  return inGrantingTransaction({ db, now, actor }, async (tx) => {
    const current = await lockVersionedRow(tx, roles, { id, version, notFound: roleNotFound });
    const stored = storedPermissions(granted);
    const before = { name: current.name, permissions: await permissionsOfRole(tx, id) };
    await ensureMayEditRole(tx, actor.userId, {
      current: { id, ...before },
      next: { name, permissions: stored },
    });
    if (current.key === "administrator" && !stored.includes(permissions.roleManage)) {
      throw new AppError("conflict", "role.administratorKeepsRoleManage", {
        fields: [{ field: "permissions", messageKey: "role.administratorKeepsRoleManage" }],
      });
    }
    await tx
      .update(roles)
      .set({ name, version: nextVersion(roles.version) })
      .where(eq(roles.id, id));
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, id));
    if (stored.length > 0) {
      await tx
        .insert(rolePermissions)
        .values(stored.map((permission) => ({ roleId: id, permission })));
    }
    await recordChange({
      db: tx,
      actor,
      action: "role.update",
      targetType: "role",
      targetId: id,
      before,
      after: { name, permissions: stored },
      at: now,
    });
  });
}
