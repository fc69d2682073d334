import {
  areaDictionary,
  type DictionaryType,
  fieldDictionary,
  productDictionary,
} from "@portal/shared";
import { geoDictionary } from "@portal/shared/dict/geo";
import type { MemoryCache } from "../../../platform/cache/memory-cache.ts";
import type { Database } from "../../../platform/db/client.ts";
import {
  addedEntries,
  type DictionaryLists,
  type EntryRow,
  toNamedEntry,
  toProductEntry,
} from "../entries.ts";

function byId<T extends { id: number }>(entries: T[]): T[] {
  return entries.sort((left, right) => left.id - right.id);
}

/** `common/dict`: one list, the static entries merged with those added in the database, by id. */
export async function listDictionary<T extends DictionaryType>({
  db,
  cache,
  type,
}: {
  db: Database;
  /** The added entries kept in memory (`addedEntriesCache`). */
  cache: MemoryCache<EntryRow[]>;
  type: T;
}): Promise<DictionaryLists[T]> {
  const lists: { [K in DictionaryType]: () => Promise<DictionaryLists[K]> } = {
    geo: async () => geoDictionary,
    product: async () =>
      byId([
        ...productDictionary.map((entry) => ({ id: entry.id, model: entry.model })),
        ...(await addedEntries(db, cache, "product")).map(toProductEntry),
      ]),
    area: async () =>
      byId([
        ...areaDictionary.map(toNamedEntry),
        ...(await addedEntries(db, cache, "area")).map(toNamedEntry),
      ]),
    field: async () =>
      byId([
        ...fieldDictionary.map(toNamedEntry),
        ...(await addedEntries(db, cache, "field")).map(toNamedEntry),
      ]),
  };
  return lists[type]();
}
