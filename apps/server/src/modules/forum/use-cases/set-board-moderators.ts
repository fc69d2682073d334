import { eq, inArray } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow } from "../../../platform/db/versioned-row.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { users } from "../../user/schema.ts";
import { boardNotFound } from "../board-rows.ts";
import { forumBoardModerators, forumBoards } from "../schema.ts";

/** Replaces a board's moderators by these members (active accounts only). */
export async function setBoardModerators({
  db,
  now,
  actor,
  boardId,
  userIds,
}: StaffWrite & { boardId: number; userIds: number[] }) {
  const wanted = [...new Set(userIds)];
  await inTransaction(db, async (tx) => {
    await lockVersionedRow(tx, forumBoards, {
      id: boardId,
      version: undefined,
      notFound: boardNotFound,
    });
    if (wanted.length > 0) {
      const found = await tx
        .select({ id: users.id, status: users.status })
        .from(users)
        .where(inArray(users.id, wanted));
      if (found.length !== wanted.length || found.some((user) => user.status === "deleted")) {
        throw new AppError("bad_request", "forum.moderatorNotFound", {
          fields: [{ field: "userIds", messageKey: "forum.moderatorNotFound" }],
        });
      }
    }
    const before = await tx
      .select({ userId: forumBoardModerators.userId })
      .from(forumBoardModerators)
      .where(eq(forumBoardModerators.boardId, boardId));
    await tx.delete(forumBoardModerators).where(eq(forumBoardModerators.boardId, boardId));
    if (wanted.length > 0) {
      await tx.insert(forumBoardModerators).values(wanted.map((userId) => ({ boardId, userId })));
    }
    await recordChange({
      db: tx,
      actor,
      action: "forumBoard.moderators",
      targetType: "forumBoard",
      targetId: boardId,
      before: before.map((row) => row.userId),
      after: wanted,
      at: now,
    });
  });
}
