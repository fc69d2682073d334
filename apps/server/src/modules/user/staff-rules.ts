import { permissions } from "@portal/shared";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { rolePermissions, roles, userRoles, users } from "./schema.ts";

/** What a role grants as stored: anything granted opens the management area too. */
export function storedPermissions(granted: readonly string[]): string[] {
  const unique = new Set(granted);
  if (unique.size > 0) unique.add(permissions.managementAccess);
  return [...unique].sort();
}

export function roleNotFound() {
  return new AppError("not_found", "role.notFound");
}

export function userNotFound() {
  return new AppError("not_found", "account.userNotFound");
}

/**
 * Refuses a change that leaves no active account holding the administrator role. Runs after
 * the change, in its transaction; the administrator role's row is locked first, so two
 * changes that each remove one of the last two administrators cannot both pass.
 */
export async function ensureAdministratorRemains(tx: Database) {
  const [administrator] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.key, "administrator"))
    .for("update");
  if (!administrator) return;
  const [row] = await tx
    .select({ total: count() })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.roleId, administrator.id), eq(users.status, "active")));
  if ((row?.total ?? 0) === 0) throw new AppError("conflict", "role.lastAdministrator");
}

/** Refuses role ids that do not exist (400 naming the field). */
export async function ensureRolesExist(tx: Database, roleIds: readonly number[]) {
  if (roleIds.length === 0) return;
  const found = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.id, [...roleIds]));
  if (found.length !== new Set(roleIds).size) {
    throw new AppError("bad_request", "role.unknown", {
      fields: [{ field: "roleIds", messageKey: "role.unknown" }],
    });
  }
}

/** Replaces a user's roles; answers the role ids before, for the audit record. */
export async function replaceUserRoles(tx: Database, userId: number, roleIds: readonly number[]) {
  const before = await tx
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  const unique = [...new Set(roleIds)];
  if (unique.length > 0) {
    await tx.insert(userRoles).values(unique.map((roleId) => ({ userId, roleId })));
  }
  return before.map((row) => row.roleId).sort((a, b) => a - b);
}

/** The permissions a role grants, sorted. */
export async function permissionsOfRole(tx: Database, roleId: number) {
  const rows = await tx
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId));
  return rows.map((row) => row.permission).sort();
}
