import type { UpdateBoardInput } from "@portal/shared";
import { eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow, nextVersion } from "../../../platform/db/versioned-row.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { auditedBoard, boardNotFound } from "../board-rows.ts";
import { forumBoards } from "../schema.ts";

/** Saves a board from the form's version: 409 with the current version when it is stale. */
export async function updateBoard({
  db,
  now,
  actor,
  input,
}: StaffWrite & { input: UpdateBoardInput }) {
  const { id, version, ...fields } = input;
  await inTransaction(db, async (tx) => {
    const current = await lockVersionedRow(tx, forumBoards, {
      id,
      version,
      notFound: boardNotFound,
    });
    await tx
      .update(forumBoards)
      .set({ ...fields, icon: fields.icon ?? null, version: nextVersion(forumBoards.version) })
      .where(eq(forumBoards.id, id));
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
