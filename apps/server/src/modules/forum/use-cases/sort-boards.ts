import { eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { forumBoards } from "../schema.ts";

/** Sets the order of several boards at once (the management table's drag and drop). */
export async function sortBoards({
  db,
  now,
  actor,
  list,
}: StaffWrite & { list: { id: number; sort: number }[] }) {
  await inTransaction(db, async (tx) => {
    for (const { id, sort } of list) {
      await tx.update(forumBoards).set({ sort }).where(eq(forumBoards.id, id));
    }
    await recordChange({
      db: tx,
      actor,
      action: "forumBoard.sort",
      targetType: "forumBoard",
      targetId: null,
      after: list,
      at: now,
    });
  });
}
