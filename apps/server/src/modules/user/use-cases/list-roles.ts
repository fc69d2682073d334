import { asc, count, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { rolePermissions, roles, userRoles } from "../schema.ts";

export type RoleWithGrants = typeof roles.$inferSelect & {
  permissions: string[];
  userCount: number;
};

/** `role/list`: every role with what it grants and how many accounts hold it. */
export async function listRoles({ db }: { db: Database }): Promise<RoleWithGrants[]> {
  const [rows, grants, holders] = await Promise.all([
    db.select().from(roles).orderBy(asc(roles.id)),
    db.select().from(rolePermissions),
    db
      .select({ roleId: userRoles.roleId, total: count() })
      .from(userRoles)
      .groupBy(userRoles.roleId),
  ]);
  return rows.map((role) => ({
    ...role,
    permissions: grants
      .filter((grant) => grant.roleId === role.id)
      .map((grant) => grant.permission)
      .sort(),
    userCount: holders.find((holder) => holder.roleId === role.id)?.total ?? 0,
  }));
}

/** One role with its grants, or undefined. */
export async function findRole({ db, id }: { db: Database; id: number }) {
  const [role] = await db.select().from(roles).where(eq(roles.id, id));
  if (!role) return undefined;
  const grants = await db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, id));
  return { ...role, permissions: grants.map((grant) => grant.permission).sort() };
}
