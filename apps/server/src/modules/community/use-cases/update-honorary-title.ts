import type { HonoraryTitleInput } from "@portal/shared";
import { eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow, nextVersion } from "../../../platform/db/versioned-row.ts";
import type { StaffWrite } from "../../audit/use-cases/record-change.ts";
import { recordChange } from "../../audit/use-cases/record-change.ts";
import { honoraryTitleNotFound } from "../honorary-title-rows.ts";
import { honoraryTitles } from "../schema.ts";

/** `honoraryTitle/update`: 409 when `version` is not the title's version any more. */
export function updateHonoraryTitle({
  db,
  now,
  actor,
  input: { id, version, ...values },
}: StaffWrite & { input: HonoraryTitleInput & { id: number; version: number } }): Promise<void> {
  return inTransaction(db, async (tx) => {
    const current = await lockVersionedRow(tx, honoraryTitles, {
      id,
      version,
      notFound: honoraryTitleNotFound,
    });
    // An edit naming no language keeps the original's, so an old client cannot reset it.
    const language = values.language ?? current.language;
    await tx
      .update(honoraryTitles)
      .set({ ...values, language, updatedAt: now, version: nextVersion(honoraryTitles.version) })
      .where(eq(honoraryTitles.id, id));
    await recordChange({
      db: tx,
      actor,
      action: "honoraryTitle.update",
      targetType: "honoraryTitle",
      targetId: id,
      before: { name: current.name, language: current.language, sort: current.sort },
      after: { name: values.name, language, sort: values.sort },
      at: now,
    });
  });
}
