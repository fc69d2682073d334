import type { EditableDictionaryType } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import type { MemoryCache } from "../../../platform/cache/memory-cache.ts";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { ensureVersion, nextVersion } from "../../../platform/db/versioned-row.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { type AuditActor, recordChange } from "../../audit/use-cases/record-change.ts";
import { type EntryRow, staticIds } from "../entries.ts";
import { dictEntries } from "../schema.ts";

type EntryKey = { type: EditableDictionaryType; id: number };
/** Who makes a change and when, for its audit record. */
type Change = { db: Database; cache: MemoryCache<EntryRow[]>; actor: AuditActor; now: Date };

function audited({ name, nameEn }: { name: string; nameEn: string | null }) {
  return { name, nameEn };
}

function entryCondition({ type, id }: EntryKey) {
  return and(eq(dictEntries.type, type), eq(dictEntries.id, id));
}

/** Static entries come with the release: 409 for them, 404 for an id that is neither. */
async function lockAddedEntry(tx: Database, key: EntryKey) {
  if (staticIds[key.type].has(key.id)) throw new AppError("conflict", "dict.staticEntry");
  const [row] = await tx.select().from(dictEntries).where(entryCondition(key)).for("update");
  if (!row) throw new AppError("not_found", "dict.notFound");
  return row;
}

/** `common/editDict`: renames an added entry; 409 from a stale `version`. */
export function editDictionaryEntry({
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
  Change & {
    version: number;
    name: string;
    nameEn?: string | undefined;
  }): Promise<void> {
  return inTransaction(db, async (tx) => {
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
    cache.clear();
  });
}

/** `common/deleteDict`: removes an added entry; profiles naming its id show no area or field. */
export function deleteDictionaryEntry({
  db,
  cache,
  actor,
  now,
  type,
  id,
}: EntryKey & Change): Promise<void> {
  return inTransaction(db, async (tx) => {
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
    cache.clear();
  });
}
