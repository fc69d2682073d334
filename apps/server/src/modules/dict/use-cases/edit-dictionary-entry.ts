import { inTransaction } from "../../../platform/db/transaction.ts";
import { ensureVersion, nextVersion } from "../../../platform/db/versioned-row.ts";
import { recordChange } from "../../audit/use-cases/record-change.ts";
import {
  audited,
  type EntryChange,
  type EntryKey,
  entryCondition,
  lockAddedEntry,
} from "../added-entries.ts";
import { dictEntries } from "../schema.ts";

/** `common/editDict`: renames an added entry; 409 from a stale `version`. */
export async function editDictionaryEntry({
  db,
  cache,
  actor,
  now,
  type,
  id,
  version,
  name,
  nameEn,
}: EntryKey &
  EntryChange & {
    version: number;
    name: string;
    nameEn?: string | undefined;
  }): Promise<void> {
  await inTransaction(db, async (tx) => {
    const current = await lockAddedEntry(tx, { type, id });
    ensureVersion(current.version, version);
    const [changed] = await tx
      .update(dictEntries)
      .set({
        name,
        nameEn: type === "product" ? null : nameEn || null,
        version: nextVersion(dictEntries.version),
      })
      .where(entryCondition({ type, id }))
      .returning();
    await recordChange({
      db: tx,
      actor,
      action: "dict.edit",
      targetType: `dict.${type}`,
      targetId: id,
      before: audited(current),
      after: changed ? audited(changed) : null,
      at: now,
    });
  });
  // After the commit: an instance reloading at once must read the change.
  cache.clear();
}
