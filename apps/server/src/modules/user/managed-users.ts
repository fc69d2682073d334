import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { roles, type UserRow, userRoles } from "./schema.ts";

export type ManagedUser = UserRow & { roles: { id: number; key: string | null; name: string }[] };

/** The given accounts with their roles, in the order of `rows`. */
export async function withRoles(db: Database, rows: UserRow[]): Promise<ManagedUser[]> {
  if (rows.length === 0) return [];
  const held = await db
    .select({ userId: userRoles.userId, id: roles.id, key: roles.key, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      inArray(
        userRoles.userId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(roles.id));
  return rows.map((row) => ({
    ...row,
    roles: held
      .filter((role) => role.userId === row.id)
      .map((role) => ({ id: role.id, key: role.key, name: role.name })),
  }));
}

/** What an audit record keeps of an account: its editable fields, never its password. */
export function auditedUser(user: UserRow, roleIds?: readonly number[]) {
  return {
    phone: user.phone,
    nickname: user.nickname,
    email: user.email,
    company: user.company,
    areaId: user.areaId,
    fieldId: user.fieldId,
    status: user.status,
    isEngineer: user.isEngineer,
    honoraryTitleId: user.honoraryTitleId,
    ...(roleIds ? { roleIds } : {}),
  };
}
