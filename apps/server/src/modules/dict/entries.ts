import {
  areaDictionary,
  type EditableDictionaryType,
  fieldDictionary,
  type NamedEntry,
  type ProductEntry,
  productDictionary,
} from "@portal/shared";
import type { GeoProvince } from "@portal/shared/dict/geo";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { MemoryCache } from "../../platform/cache/memory-cache.ts";
import type { Database } from "../../platform/db/client.ts";
import { toTraditional } from "../../platform/i18n/traditional.ts";
import { dictEntries } from "./schema.ts";

/** The entries of each list, in the shape the static lists of packages/shared have. */
export type DictionaryLists = {
  product: ProductEntry[];
  area: NamedEntry[];
  field: NamedEntry[];
  geo: readonly GeoProvince[];
};

export type EntryRow = { id: number; name: string; nameEn: string | null };

/** The ids the static lists of packages/shared already use. */
export const staticIds: Record<EditableDictionaryType, ReadonlySet<number>> = {
  product: new Set(productDictionary.map((entry) => entry.id)),
  area: new Set(areaDictionary.map((entry) => entry.id)),
  field: new Set(fieldDictionary.map((entry) => entry.id)),
};

export function toProductEntry(row: EntryRow): ProductEntry {
  return { id: row.id, model: row.name };
}

export function toNamedEntry(row: EntryRow): NamedEntry {
  return { id: row.id, name: row.name, nameEn: row.nameEn, nameTw: toTraditional(row.name) };
}

/**
 * The entries added in the database, by list. They change a few times a year but are read on
 * most form pages, so they are kept for a short while: a change refreshes them at once on every
 * instance sharing REDIS_URL (answers are cacheable for longer anyway).
 */
export function addedEntriesCache(app: FastifyInstance): MemoryCache<EntryRow[]> {
  return app.memoryCache<EntryRow[]>("dict-added-entries", { maxEntries: 10, ttlMs: 30_000 });
}

export function addedEntries(
  db: Database,
  cache: MemoryCache<EntryRow[]>,
  type: EditableDictionaryType,
): Promise<EntryRow[]> {
  return cache.get(type, () =>
    db
      .select({ id: dictEntries.id, name: dictEntries.name, nameEn: dictEntries.nameEn })
      .from(dictEntries)
      .where(eq(dictEntries.type, type))
      .orderBy(asc(dictEntries.id)),
  );
}
