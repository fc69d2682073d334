import type { UpdateMedalInput } from "@portal/shared";
import { eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow, nextVersion } from "../../../platform/db/versioned-row.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { medalNotFound, medalValues, withConditions } from "../medal-values.ts";
import { medalConditions, medals } from "../schema.ts";

/**
 * `updateMedal` from the form's version (409 with the current one when stale): its words, icon,
 * order and conditions. A medal already awarded stays with its holders under new conditions.
 */
export function updateMedal({
  db,
  now,
  actor,
  input: { id, version, language, ...words },
}: StaffWrite & { input: UpdateMedalInput }): Promise<void> {
  const { medal, conditions } = medalValues(words);
  return inTransaction(db, async (tx) => {
    const current = await lockVersionedRow(tx, medals, { id, version, notFound: medalNotFound });
    const [before] = await withConditions(tx, [current]);
    await tx
      .update(medals)
      .set({
        ...medal,
        ...(language ? { language } : {}),
        updatedAt: now,
        version: nextVersion(medals.version),
      })
      .where(eq(medals.id, id));
    await tx.delete(medalConditions).where(eq(medalConditions.medalId, id));
    await tx
      .insert(medalConditions)
      .values(conditions.map((condition) => ({ ...condition, medalId: id })));
    await recordChange({
      db: tx,
      actor,
      action: "medal.update",
      targetType: "medal",
      targetId: id,
      before,
      after: { ...medal, language: language ?? current.language, conditions },
      at: now,
    });
  });
}
