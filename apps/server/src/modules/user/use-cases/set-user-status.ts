import type { UserStatus } from "@portal/shared";
import { eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow, nextVersion } from "../../../platform/db/versioned-row.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { users } from "../schema.ts";
import { ensureAdministratorRemains, userNotFound } from "../staff-rules.ts";
import { revokeUserSessions } from "./revoke-user-sessions.ts";

const actions = { locked: "user.lock", active: "user.unlock", deleted: "user.delete" } as const;

/**
 * `lockUser`, `unlockUser` and `deleteUser`: a locked or deleted account cannot sign in and its
 * sessions end at once. Deleting is soft: the row stays, so the account's posts keep their
 * author (shown as a deleted user). Nobody locks or deletes their own account, and the last
 * administrator stays.
 */
export function setUserStatus({
  db,
  now,
  actor,
  id,
  status,
}: StaffWrite & {
  id: number;
  status: UserStatus;
}): Promise<void> {
  return inTransaction(db, async (tx) => {
    const current = await lockVersionedRow(tx, users, {
      id,
      version: undefined,
      notFound: userNotFound,
    });
    if (current.status === "deleted") throw new AppError("conflict", "account.deleted");
    if (status !== "active" && id === actor.userId)
      throw new AppError("conflict", "account.notSelf");
    if (current.status === status) return;
    await tx
      .update(users)
      .set({
        status,
        deletedAt: status === "deleted" ? now : null,
        updatedAt: now,
        version: nextVersion(users.version),
      })
      .where(eq(users.id, id));
    if (status !== "active") {
      await ensureAdministratorRemains(tx);
      await revokeUserSessions({
        db: tx,
        now,
        userId: id,
        reason: status === "locked" ? "account_locked" : "account_deleted",
      });
    }
    await recordChange({
      db: tx,
      actor,
      action: actions[status],
      targetType: "user",
      targetId: id,
      before: { status: current.status },
      after: { status },
      at: now,
    });
  });
}
