import { eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import type { StaffWrite } from "../../audit/use-cases/record-change.ts";
import { recordChange } from "../../audit/use-cases/record-change.ts";
import { getUser } from "../../user/use-cases/get-user.ts";
import { setHonoraryTitle } from "../../user/use-cases/set-honorary-title.ts";
import { accountDeleted, honoraryTitleNotFound } from "../honorary-title-rows.ts";
import { honoraryTitles } from "../schema.ts";

/**
 * `setHonoraryTitle`: gives a member one of the titles (null takes it away). The title row is
 * locked for share, so a delete of it waits and then sees the member holding it.
 */
export function setMemberHonoraryTitle({
  db,
  now,
  actor,
  userId,
  titleId,
}: StaffWrite & { userId: number; titleId: number | null }): Promise<void> {
  return inTransaction(db, async (tx) => {
    const before = await getUser({ db: tx, userId });
    if (before.deletedAt) throw accountDeleted();
    if (titleId !== null) {
      const [title] = await tx
        .select({ id: honoraryTitles.id })
        .from(honoraryTitles)
        .where(eq(honoraryTitles.id, titleId))
        .for("share");
      if (!title) throw honoraryTitleNotFound();
    }
    await setHonoraryTitle({ db: tx, now, userId, titleId });
    await recordChange({
      db: tx,
      actor,
      action: "user.honoraryTitle",
      targetType: "user",
      targetId: userId,
      before: { honoraryTitleId: before.honoraryTitleId },
      after: { honoraryTitleId: titleId },
      at: now,
    });
  });
}
