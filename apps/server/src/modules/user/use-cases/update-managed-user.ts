import type { UpdateUserInput } from "@portal/shared";
import { eq } from "drizzle-orm";
import { lockVersionedRow, nextVersion } from "../../../platform/db/versioned-row.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { ensureNotLikeStaff, ensureUnique } from "../accounts.ts";
import { authorityOf, ensureMayGiveRoles, inGrantingTransaction } from "../grant-rules.ts";
import { auditedUser } from "../managed-users.ts";
import { userRoles, users } from "../schema.ts";
import { actorName } from "../sessions.ts";
import {
  ensureAdministratorRemains,
  ensureRolesExist,
  replaceUserRoles,
  userNotFound,
} from "../staff-rules.ts";

/**
 * `updateUser`: sets the fields given (roles, profile and honorary title); 409 when
 * `version` is sent and another save came first, or when it would leave no administrator; 403
 * when the grant rules refuse the roles.
 */
export function updateManagedUser({
  db,
  now,
  actor,
  id,
  version,
  roleIds,
  ...fields
}: UpdateUserInput & StaffWrite): Promise<void> {
  return inGrantingTransaction({ db, now, actor }, async (tx) => {
    const current = await lockVersionedRow(tx, users, { id, version, notFound: userNotFound });
    if (current.status === "deleted") throw new AppError("conflict", "account.deleted");
    await ensureUnique(tx, fields, id);
    await ensureNotLikeStaff(tx, fields.nickname, id);
    const heldBefore = await tx
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(eq(userRoles.userId, id));
    const rolesBefore = heldBefore.map((row) => row.roleId).sort((a, b) => a - b);
    if (roleIds) {
      await ensureRolesExist(tx, roleIds);
      await ensureMayGiveRoles(tx, await authorityOf(tx, actor.userId), current, roleIds);
      await replaceUserRoles(tx, id, roleIds);
      await ensureAdministratorRemains(tx);
    }
    const [updated] = await tx
      .update(users)
      .set({ ...fields, updatedAt: now, version: nextVersion(users.version) })
      .where(eq(users.id, id))
      .returning();
    if (!updated) throw userNotFound();
    await recordChange({
      db: tx,
      // Staff renaming themselves are recorded under the name they take.
      actor: id === actor.userId ? { ...actor, name: actorName(updated) } : actor,
      action: "user.update",
      targetType: "user",
      targetId: id,
      before: auditedUser(current, rolesBefore),
      after: auditedUser(
        updated,
        roleIds ? [...new Set(roleIds)].sort((a, b) => a - b) : rolesBefore,
      ),
      at: now,
    });
  });
}
