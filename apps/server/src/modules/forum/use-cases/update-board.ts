import type { UpdateBoardInput } from "@portal/shared";
import { eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow, nextVersion } from "../../../platform/db/versioned-row.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { auditedBoard, boardNotFound, editedBoard } from "../board-rows.ts";
import { refreshEnglishCopy } from "../board-translation-kind.ts";
import { forumBoards } from "../schema.ts";

/**
 * Saves a board from the form's version: 409 with the current version when it is stale. A
 * changed name or description makes its versions in other languages out of date.
 */
export async function updateBoard({
  db,
  now,
  actor,
  input,
}: StaffWrite & { input: UpdateBoardInput }) {
  const { id, version } = input;
  const fields = editedBoard(input);
  await inTransaction(db, async (tx) => {
    const current = await lockVersionedRow(tx, forumBoards, {
      id,
      version,
      notFound: boardNotFound,
    });
    await tx
      .update(forumBoards)
      .set({ ...fields, version: nextVersion(forumBoards.version) })
      .where(eq(forumBoards.id, id));
    await refreshEnglishCopy(tx, id);
    await recordChange({
      db: tx,
      actor,
      action: "forumBoard.update",
      targetType: "forumBoard",
      targetId: id,
      before: auditedBoard(current),
      after: fields,
      at: now,
    });
  });
}
