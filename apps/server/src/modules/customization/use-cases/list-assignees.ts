import { type CustomizationAssignee, maskPhone, permissions } from "@portal/shared";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { rolePermissions, userRoles, users } from "../../user/schema.ts";

/** Active accounts whose roles grant the customization page's permission. */
function staffWhere(userId?: number) {
  return and(
    eq(rolePermissions.permission, permissions.applicationManage),
    eq(users.status, "active"),
    isNull(users.deletedAt),
    userId === undefined ? undefined : eq(users.id, userId),
  );
}

/** `/service/customized/assignees`: the staff members a request may be assigned to. */
export async function listAssignees(db: Database): Promise<CustomizationAssignee[]> {
  const rows = await db
    .selectDistinct({ id: users.id, nickname: users.nickname, phone: users.phone })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(staffWhere())
    .orderBy(asc(users.id));
  return rows.map((row) => ({ id: row.id, name: row.nickname ?? maskPhone(row.phone) }));
}

/** Whether the account may hold a request: active staff who manage customization. */
export async function isAssignable(db: Database, userId: number): Promise<boolean> {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(staffWhere(userId))
    .limit(1);
  return found !== undefined;
}
