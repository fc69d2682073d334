import { inArray } from "drizzle-orm";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { authorityOf, ensureMayGiveRoles, inGrantingTransaction } from "../grant-rules.ts";
import { users } from "../schema.ts";
import {
  ensureAdministratorRemains,
  ensureRolesExist,
  replaceUserRoles,
  userNotFound,
} from "../staff-rules.ts";

/**
 * `batch-update-user-role`: gives each account exactly `roleIds`, all or none; 403 when the
 * grant rules refuse it for any of them.
 */
export function setUsersRoles({
  db,
  now,
  actor,
  userIds,
  roleIds,
}: StaffWrite & {
  userIds: number[];
  roleIds: number[];
}): Promise<void> {
  return inGrantingTransaction({ db, now, actor }, async (tx) => {
    const unique = [...new Set(userIds)];
    const found = await tx
      .select({ id: users.id, nickname: users.nickname, phone: users.phone })
      .from(users)
      .where(inArray(users.id, unique))
      .for("update");
    if (found.length !== unique.length) throw userNotFound();
    await ensureRolesExist(tx, roleIds);
    const authority = await authorityOf(tx, actor.userId);
    for (const account of found) await ensureMayGiveRoles(tx, authority, account, roleIds);
    const after = [...new Set(roleIds)].sort((a, b) => a - b);
    for (const userId of unique) {
      const before = await replaceUserRoles(tx, userId, roleIds);
      await recordChange({
        db: tx,
        actor,
        action: "user.roles",
        targetType: "user",
        targetId: userId,
        before: { roleIds: before },
        after: { roleIds: after },
        at: now,
      });
    }
    await ensureAdministratorRemains(tx);
  });
}
