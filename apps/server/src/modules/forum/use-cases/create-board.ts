import type { BoardInput } from "@portal/shared";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { forumBoards } from "../schema.ts";

/** Adds a board, recorded in the audit log. */
export function createBoard({ db, now, actor, input }: StaffWrite & { input: BoardInput }) {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(forumBoards)
      .values({ ...input, icon: input.icon ?? null, createdAt: now })
      .returning({ id: forumBoards.id });
    if (!row) throw new Error("the board was not inserted");
    await recordChange({
      db: tx,
      actor,
      action: "forumBoard.add",
      targetType: "forumBoard",
      targetId: row.id,
      after: input,
      at: now,
    });
    return row.id;
  });
}
