import type { Language, Localization, TranslationState } from "@portal/shared";
import type { Database } from "../../platform/db/client.ts";
import { originalLocalization } from "../translation/use-cases/localize.ts";
import type { ResourceRecord } from "./resource-rows.ts";
import {
  folderTranslations,
  resourcesWrittenIn,
  resourceTranslations,
  translatableFolder,
  translatableResource,
} from "./resource-translation-kinds.ts";

export type LocalizedResource = ResourceRecord & {
  localization: Localization;
  translations?: TranslationState[];
  catalogLocalization: Localization;
};

/** Folders with their names in the reader's language, in their order. */
export function foldersInLanguage<Folder extends { id: number; name: string }>(
  db: Database,
  folders: readonly Folder[],
  reader: Language,
) {
  return folderTranslations.rowsInLanguage(db, folders, reader, translatableFolder);
}

/** Folders as written, for staff: the original names with the languages they have versions in. */
export function foldersAsWritten<Folder extends { id: number; name: string }>(
  db: Database,
  folders: readonly Folder[],
) {
  return folderTranslations.rowsAsWritten(db, folders, translatableFolder);
}

/** Files with title, description and their folder's name in the reader's language. */
export async function resourcesInLanguage(
  db: Database,
  records: readonly ResourceRecord[],
  reader: Language,
): Promise<LocalizedResource[]> {
  const files = await resourceTranslations.rowsInLanguage(
    db,
    records,
    reader,
    translatableResource,
  );
  const folders = new Map(
    records.map((record) => [record.catalogId, { id: record.catalogId, name: record.catalogName }]),
  );
  const localized = await foldersInLanguage(db, [...folders.values()], reader);
  const named = new Map(localized.map((folder) => [folder.id, folder]));
  return files.map((file) => {
    const folder = named.get(file.catalogId) as (typeof localized)[number];
    return { ...file, catalogName: folder.name, catalogLocalization: folder.localization };
  });
}

/** Files as written, for staff: the originals with the languages they have versions in. */
export async function resourcesAsWritten(
  db: Database,
  records: readonly ResourceRecord[],
): Promise<LocalizedResource[]> {
  const files = await resourceTranslations.rowsAsWritten(db, records, translatableResource);
  const catalogLocalization = originalLocalization(resourcesWrittenIn);
  return files.map((file) => ({ ...file, catalogLocalization }));
}
