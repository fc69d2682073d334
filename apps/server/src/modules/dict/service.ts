import {
  areaDictionary,
  type DictionaryType,
  type EditableDictionaryType,
  fieldDictionary,
  type NamedEntry,
  type ProductEntry,
  productDictionary,
} from "@portal/shared";
import { type GeoProvince, geoDictionary } from "@portal/shared/dict/geo";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { toTraditional } from "../../platform/i18n/traditional.ts";
import { dictEntries } from "./schema.ts";

/** The entries of each list, in the shape the static lists of packages/shared have. */
export type DictionaryLists = {
  product: ProductEntry[];
  area: NamedEntry[];
  field: NamedEntry[];
  geo: readonly GeoProvince[];
};

export type NewDictionaryEntry = {
  type: EditableDictionaryType;
  id: number;
  name: string;
  nameEn?: string | undefined;
};

const staticIds: Record<EditableDictionaryType, ReadonlySet<number>> = {
  product: new Set(productDictionary.map((entry) => entry.id)),
  area: new Set(areaDictionary.map((entry) => entry.id)),
  field: new Set(fieldDictionary.map((entry) => entry.id)),
};

type EntryRow = { id: number; name: string; nameEn: string | null };

function toProductEntry(row: EntryRow): ProductEntry {
  return { id: row.id, model: row.name };
}

function toNamedEntry(row: EntryRow): NamedEntry {
  return { id: row.id, name: row.name, nameEn: row.nameEn, nameTw: toTraditional(row.name) };
}

/**
 * Added entries change a few times a year but are read on most form pages, so each database
 * handle keeps them for a short while; an addition through this instance refreshes at once,
 * other instances within `addedEntriesTtlMs` (answers are cacheable for longer anyway).
 */
const addedEntriesTtlMs = 30_000;
const addedEntriesCache = new WeakMap<
  Database,
  Map<EditableDictionaryType, { rows: EntryRow[]; loadedAt: number }>
>();

async function addedEntries(db: Database, type: EditableDictionaryType): Promise<EntryRow[]> {
  const cache = addedEntriesCache.get(db) ?? new Map();
  addedEntriesCache.set(db, cache);
  const cached = cache.get(type);
  if (cached && Date.now() - cached.loadedAt < addedEntriesTtlMs) return cached.rows;
  const rows = await db
    .select({ id: dictEntries.id, name: dictEntries.name, nameEn: dictEntries.nameEn })
    .from(dictEntries)
    .where(eq(dictEntries.type, type))
    .orderBy(asc(dictEntries.id));
  cache.set(type, { rows, loadedAt: Date.now() });
  return rows;
}

function byId<T extends { id: number }>(entries: T[]): T[] {
  return entries.sort((left, right) => left.id - right.id);
}

/** One list: the static entries merged with those added in the database, by id. */
export async function listDictionary<T extends DictionaryType>({
  db,
  type,
}: {
  db: Database;
  type: T;
}): Promise<DictionaryLists[T]> {
  const lists: { [K in DictionaryType]: () => Promise<DictionaryLists[K]> } = {
    geo: async () => geoDictionary,
    product: async () =>
      byId([
        ...productDictionary.map((entry) => ({ id: entry.id, model: entry.model })),
        ...(await addedEntries(db, "product")).map(toProductEntry),
      ]),
    area: async () =>
      byId([
        ...areaDictionary.map(toNamedEntry),
        ...(await addedEntries(db, "area")).map(toNamedEntry),
      ]),
    field: async () =>
      byId([
        ...fieldDictionary.map(toNamedEntry),
        ...(await addedEntries(db, "field")).map(toNamedEntry),
      ]),
  };
  return lists[type]();
}

/**
 * Adds an entry to a list; refuses with 409 an id the static list or an earlier addition
 * already uses.
 */
export async function addDictionaryEntry<T extends EditableDictionaryType>({
  db,
  input,
}: {
  db: Database;
  input: NewDictionaryEntry & { type: T };
}): Promise<DictionaryLists[T][number]> {
  if (staticIds[input.type].has(input.id)) throw new AppError("conflict", "dict.idTaken");
  const [row] = await db
    .insert(dictEntries)
    .values({
      type: input.type,
      id: input.id,
      name: input.name,
      // A product has a model only; an empty English name means none.
      nameEn: input.type === "product" ? null : input.nameEn || null,
    })
    // The primary key settles a race between two additions of the same id.
    .onConflictDoNothing()
    .returning({ id: dictEntries.id, name: dictEntries.name, nameEn: dictEntries.nameEn });
  if (!row) throw new AppError("conflict", "dict.idTaken");
  addedEntriesCache.get(db)?.delete(input.type);
  return (
    input.type === "product" ? toProductEntry(row) : toNamedEntry(row)
  ) as DictionaryLists[T][number];
}
