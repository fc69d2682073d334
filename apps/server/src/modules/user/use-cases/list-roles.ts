import { asc, count } from "drizzle-orm";
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
