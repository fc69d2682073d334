import type { EditableDictionaryType } from "@portal/shared";
import type { MemoryCache } from "../../../platform/cache/memory-cache.ts";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { type AuditActor, recordChange } from "../../audit/use-cases/record-change.ts";
import {
  type DictionaryLists,
  type EntryRow,
  staticIds,
  toNamedEntry,
  toProductEntry,
} from "../entries.ts";
import { dictEntries } from "../schema.ts";

/**
 * `common/addDict`: adds an entry to a list; refuses with 409 an id the static list or an
 * earlier addition already uses.
 */
export async function addDictionaryEntry<T extends EditableDictionaryType>({
  db,
  cache,
  actor,
  now,
  type,
  id,
  name,
  nameEn,
}: {
  db: Database;
  /** The added entries kept in memory, refreshed by the addition. */
  cache: MemoryCache<EntryRow[]>;
  actor: AuditActor;
  now: Date;
  type: T;
  id: number;
  name: string;
  nameEn?: string | undefined;
}): Promise<DictionaryLists[T][number]> {
  if (staticIds[type].has(id)) throw new AppError("conflict", "dict.idTaken");
  const row = await inTransaction(db, async (tx) => {
    const [added] = await tx
      .insert(dictEntries)
      // A product has a model only; an empty English name means none.
      .values({ type, id, name, nameEn: type === "product" ? null : nameEn || null })
      // The primary key settles a race between two additions of the same id.
      .onConflictDoNothing()
      .returning({ id: dictEntries.id, name: dictEntries.name, nameEn: dictEntries.nameEn });
    if (!added) throw new AppError("conflict", "dict.idTaken");
    await recordChange({
      db: tx,
      actor,
      action: "dict.add",
      targetType: `dict.${type}`,
      targetId: id,
      after: added,
      at: now,
    });
    return added;
  });
  cache.clear();
  return (
    type === "product" ? toProductEntry(row) : toNamedEntry(row)
  ) as DictionaryLists[T][number];
}
