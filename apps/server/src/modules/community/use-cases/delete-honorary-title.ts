import { count, eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { StaffWrite } from "../../audit/use-cases/record-change.ts";
import { recordChange } from "../../audit/use-cases/record-change.ts";
import { users } from "../../user/schema.ts";
import { honoraryTitleNotFound } from "../honorary-title-rows.ts";
import { honoraryTitleTranslations } from "../honorary-title-translation-kind.ts";
import { honoraryTitles } from "../schema.ts";

/**
 * `honoraryTitle/delete`: the title with its versions, refused (409) while members hold it, so
 * that no member loses a title unless staff chose each one's new title.
 */
export function deleteHonoraryTitle({ db, now, actor, id }: StaffWrite & { id: number }) {
  return inTransaction(db, async (tx) => {
    const [current] = await tx
      .select()
      .from(honoraryTitles)
      .where(eq(honoraryTitles.id, id))
      .for("update");
    if (!current) throw honoraryTitleNotFound();
    const [held] = await tx
      .select({ holders: count() })
      .from(users)
      .where(eq(users.honoraryTitleId, id));
    const holders = held?.holders ?? 0;
    if (holders > 0) {
      throw new AppError("conflict", "community.titleHeld", { params: { count: holders } });
    }
    await tx.delete(honoraryTitles).where(eq(honoraryTitles.id, id));
    await honoraryTitleTranslations.removeAllOf(tx, id);
    await recordChange({
      db: tx,
      actor,
      action: "honoraryTitle.delete",
      targetType: "honoraryTitle",
      targetId: id,
      before: { name: current.name, language: current.language, sort: current.sort },
      at: now,
    });
  });
}
