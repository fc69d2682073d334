import {
  areaDictionary,
  type EditableDictionaryType,
  fieldDictionary,
  type ManageDictEntry,
  productDictionary,
} from "@portal/shared";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { dictEntries } from "../schema.ts";

const staticEntries: Record<EditableDictionaryType, () => ManageDictEntry[]> = {
  product: () =>
    productDictionary.map((entry) => ({
      id: entry.id,
      name: entry.model,
      nameEn: null,
      builtIn: true,
      version: null,
    })),
  area: () => areaDictionary.map((entry) => ({ ...entry, builtIn: true, version: null })),
  field: () => fieldDictionary.map((entry) => ({ ...entry, builtIn: true, version: null })),
};

/**
 * The dictionary tab: one list's static entries and those staff added, by id, read afresh (not
 * through the cache) so the table shows the version a form must send back.
 */
export async function listManageableEntries({
  db,
  type,
}: {
  db: Database;
  type: EditableDictionaryType;
}): Promise<ManageDictEntry[]> {
  const added = await db
    .select({
      id: dictEntries.id,
      name: dictEntries.name,
      nameEn: dictEntries.nameEn,
      version: dictEntries.version,
    })
    .from(dictEntries)
    .where(eq(dictEntries.type, type))
    .orderBy(asc(dictEntries.id));
  return [
    ...staticEntries[type]().map(({ id, name, nameEn, builtIn, version }) => ({
      id,
      name,
      nameEn: nameEn ?? null,
      builtIn,
      version,
    })),
    ...added.map((row) => ({ ...row, builtIn: false })),
  ].sort((left, right) => left.id - right.id);
}
