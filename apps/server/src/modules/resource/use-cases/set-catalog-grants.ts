import type { CatalogGrantInput } from "@portal/shared";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow, nextVersion } from "../../../platform/db/versioned-row.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { roles, users } from "../../user/schema.ts";
import { catalogNotFound } from "../catalog-tree.ts";
import {
  resourceCatalogRoleGrants,
  resourceCatalogs,
  resourceCatalogUserGrants,
} from "../schema.ts";

async function grantsOf(tx: Database, catalogId: number) {
  const roleRows = await tx
    .select({ roleId: resourceCatalogRoleGrants.roleId })
    .from(resourceCatalogRoleGrants)
    .where(eq(resourceCatalogRoleGrants.catalogId, catalogId))
    .orderBy(asc(resourceCatalogRoleGrants.roleId));
  const userRows = await tx
    .select({ userId: resourceCatalogUserGrants.userId })
    .from(resourceCatalogUserGrants)
    .where(eq(resourceCatalogUserGrants.catalogId, catalogId))
    .orderBy(asc(resourceCatalogUserGrants.userId));
  return { roleIds: roleRows.map((row) => row.roleId), userIds: userRows.map((row) => row.userId) };
}

/**
 * `catalog/grant`: who may read a folder (and all below it): exactly these roles and users.
 * Unknown roles and deleted or unknown users are refused (400 on the field); 409 when stale.
 */
export function setCatalogGrants({
  db,
  now,
  actor,
  id,
  version,
  roleIds,
  userIds,
}: CatalogGrantInput & StaffWrite): Promise<void> {
  const wantedRoles = [...new Set(roleIds)];
  const wantedUsers = [...new Set(userIds)];
  return inTransaction(db, async (tx) => {
    await lockVersionedRow(tx, resourceCatalogs, {
      id,
      version,
      notFound: catalogNotFound,
    });
    if (wantedRoles.length > 0) {
      const found = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(inArray(roles.id, wantedRoles));
      if (found.length !== wantedRoles.length) {
        throw new AppError("bad_request", "resource.roleNotFound", {
          fields: [{ field: "roleIds", messageKey: "resource.roleNotFound" }],
        });
      }
    }
    if (wantedUsers.length > 0) {
      const found = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, wantedUsers), ne(users.status, "deleted")));
      if (found.length !== wantedUsers.length) {
        throw new AppError("bad_request", "resource.userNotFound", {
          fields: [{ field: "userIds", messageKey: "resource.userNotFound" }],
        });
      }
    }
    const before = await grantsOf(tx, id);
    await tx.delete(resourceCatalogRoleGrants).where(eq(resourceCatalogRoleGrants.catalogId, id));
    await tx.delete(resourceCatalogUserGrants).where(eq(resourceCatalogUserGrants.catalogId, id));
    if (wantedRoles.length > 0) {
      await tx
        .insert(resourceCatalogRoleGrants)
        .values(wantedRoles.map((roleId) => ({ catalogId: id, roleId })));
    }
    if (wantedUsers.length > 0) {
      await tx
        .insert(resourceCatalogUserGrants)
        .values(wantedUsers.map((userId) => ({ catalogId: id, userId })));
    }
    await tx
      .update(resourceCatalogs)
      .set({ updatedAt: now, version: nextVersion(resourceCatalogs.version) })
      .where(eq(resourceCatalogs.id, id));
    await recordChange({
      db: tx,
      actor,
      targetType: "catalog",
      at: now,
      action: "catalog.grant",
      targetId: id,
      before,
      after: await grantsOf(tx, id),
    });
  });
}
