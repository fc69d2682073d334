import { eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { medalTranslations } from "../medal-translation-kind.ts";
import { medalNotFound, withConditions } from "../medal-values.ts";
import { medals } from "../schema.ts";

/**
 * `deleteMedal`: the medal with its conditions, its versions in other languages and its
 * holders' awards (the conditions and awards go by the foreign keys' cascade).
 */
export function deleteMedal({ db, now, actor, id }: StaffWrite & { id: number }): Promise<void> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(medals).where(eq(medals.id, id)).for("update");
    if (!current) throw medalNotFound();
    const [before] = await withConditions(tx, [current]);
    await tx.delete(medals).where(eq(medals.id, id));
    await medalTranslations.removeAllOf(tx, id);
    await recordChange({
      db: tx,
      actor,
      action: "medal.delete",
      targetType: "medal",
      targetId: id,
      before,
      at: now,
    });
  });
}
