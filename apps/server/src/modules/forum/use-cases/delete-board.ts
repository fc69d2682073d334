import { eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow } from "../../../platform/db/versioned-row.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { auditedBoard, boardNotFound } from "../board-rows.ts";
import { boardTranslations } from "../board-translation-kind.ts";
import { forumBoards, forumPosts } from "../schema.ts";

/**
 * Deletes a board that has no post in any state (deleted posts keep their board too), with its
 * versions in other languages.
 */
export async function deleteBoard({ db, now, actor, id }: StaffWrite & { id: number }) {
  await inTransaction(db, async (tx) => {
    const current = await lockVersionedRow(tx, forumBoards, {
      id,
      version: undefined,
      notFound: boardNotFound,
    });
    const [post] = await tx
      .select({ id: forumPosts.id })
      .from(forumPosts)
      .where(eq(forumPosts.boardId, id))
      .limit(1);
    if (post) throw new AppError("conflict", "forum.boardHasPosts");
    await tx.delete(forumBoards).where(eq(forumBoards.id, id));
    await boardTranslations.removeAllOf(tx, id);
    await recordChange({
      db: tx,
      actor,
      action: "forumBoard.delete",
      targetType: "forumBoard",
      targetId: id,
      before: auditedBoard(current),
      at: now,
    });
  });
}
