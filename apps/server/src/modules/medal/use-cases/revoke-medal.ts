import type { MedalAwardInput } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { userMedals } from "../schema.ts";

/**
 * `revokeMedal`: takes a medal back from a member (404 when they do not hold it), recorded in the
 * audit log. Their progress stays, so the medal comes back when a counted event meets its
 * conditions again.
 */
export function revokeMedal({
  db,
  now,
  actor,
  input: { userId, medalId },
}: StaffWrite & { input: MedalAwardInput }): Promise<void> {
  return inTransaction(db, async (tx) => {
    const [removed] = await tx
      .delete(userMedals)
      .where(and(eq(userMedals.userId, userId), eq(userMedals.medalId, medalId)))
      .returning();
    if (!removed) throw new AppError("not_found", "medal.notHeld");
    await recordChange({
      db: tx,
      actor,
      action: "medal.revoke",
      targetType: "medal",
      targetId: medalId,
      before: removed,
      at: now,
    });
  });
}
