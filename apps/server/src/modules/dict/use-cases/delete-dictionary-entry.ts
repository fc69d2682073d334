import { inTransaction } from "../../../platform/db/transaction.ts";
import { recordChange } from "../../audit/use-cases/record-change.ts";
import {
  audited,
  type EntryChange,
  type EntryKey,
  entryCondition,
  lockAddedEntry,
} from "../added-entries.ts";
import { dictEntries } from "../schema.ts";

/** `common/deleteDict`: removes an added entry; profiles naming its id show no area or field. */
export async function deleteDictionaryEntry({
  db,
  cache,
  actor,
  now,
  type,
  id,
}: EntryKey & EntryChange): Promise<void> {
  await inTransaction(db, async (tx) => {
    const current = await lockAddedEntry(tx, { type, id });
    await tx.delete(dictEntries).where(entryCondition({ type, id }));
    await recordChange({
      db: tx,
      actor,
      action: "dict.delete",
      targetType: `dict.${type}`,
      targetId: id,
      before: audited(current),
      at: now,
    });
  });
  // After the commit: an instance reloading at once must read the change.
  cache.clear();
}
