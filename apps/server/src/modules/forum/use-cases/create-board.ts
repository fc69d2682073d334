import type { BoardInput } from "@portal/shared";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { editedBoard } from "../board-rows.ts";
import { forumBoards } from "../schema.ts";

/** Adds a board (in zh-CN; its other languages are versions added later), recorded in the audit log. */
export function createBoard({ db, now, actor, input }: StaffWrite & { input: BoardInput }) {
  const fields = editedBoard(input);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(forumBoards)
      // No version yet: an English reader is shown the original (see refreshEnglishCopy).
      .values({ ...fields, nameEn: fields.name, descriptionEn: fields.description, createdAt: now })
      .returning({ id: forumBoards.id });
    if (!row) throw new Error("the board was not inserted");
    await recordChange({
      db: tx,
      actor,
      action: "forumBoard.add",
      targetType: "forumBoard",
      targetId: row.id,
      after: fields,
      at: now,
    });
    return row.id;
  });
}
