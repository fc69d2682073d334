import type { EditableDictionaryType } from "@portal/shared";
import { and, eq, sql } from "drizzle-orm";
import type { MemoryCache } from "../../../platform/cache/memory-cache.ts";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError, staleRecord } from "../../../platform/http/errors.ts";
import { type EntryRow, staticIds } from "../entries.ts";
import { dictEntries } from "../schema.ts";

type EntryKey = { type: EditableDictionaryType; id: number };

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
  type,
  id,
  version,
  name,
  nameEn,
}: EntryKey & {
  db: Database;
  cache: MemoryCache<EntryRow[]>;
  version: number;
  name: string;
  nameEn?: string | undefined;
}): Promise<void> {
  return inTransaction(db, async (tx) => {
    const current = await lockAddedEntry(tx, { type, id });
    if (current.version !== version) throw staleRecord(current.version);
    await tx
      .update(dictEntries)
      .set({
        name,
        nameEn: type === "product" ? null : nameEn || null,
        version: sql`${dictEntries.version} + 1`,
      })
      .where(entryCondition({ type, id }));
    cache.clear();
  });
}

/** `common/deleteDict`: removes an added entry; profiles naming its id show no area or field. */
export function deleteDictionaryEntry({
  db,
  cache,
  type,
  id,
}: EntryKey & { db: Database; cache: MemoryCache<EntryRow[]> }): Promise<void> {
  return inTransaction(db, async (tx) => {
    await lockAddedEntry(tx, { type, id });
    await tx.delete(dictEntries).where(entryCondition({ type, id }));
    cache.clear();
  });
}
