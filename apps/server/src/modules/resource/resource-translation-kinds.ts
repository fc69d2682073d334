import {
  type CatalogTranslationFields,
  defaultLanguage,
  type ResourceTranslationFields,
} from "@portal/shared";
import { eq } from "drizzle-orm";
import { translatableKind } from "../translation/use-cases/translatable-kind.ts";
import { catalogNotFound } from "./catalog-tree.ts";
import { resourceNotFound } from "./resource-rows.ts";
import { resourceCatalogs, resources } from "./schema.ts";

/**
 * Folders and files are written in Simplified Chinese, the portal's default language: they
 * have no language column, so every original is zh-CN.
 */
export const resourcesWrittenIn = defaultLanguage;

/** A folder's name as the translation module sees it. */
export function translatableFolder(folder: { id: number; name: string }) {
  return { id: folder.id, language: resourcesWrittenIn, fields: { name: folder.name } };
}

/** A file's title and description as the translation module sees them. */
export function translatableResource(resource: {
  id: number;
  title: string;
  description: string | null;
}) {
  return {
    id: resource.id,
    language: resourcesWrittenIn,
    fields: { title: resource.title, description: resource.description },
  };
}

/**
 * Folders' names in other languages. The rules on names (unique among a folder's siblings)
 * hold for the original only.
 */
export const folderTranslations = translatableKind({
  kind: "resourceFolder",
  async readOriginal(db, id, { lock }) {
    const query = db.select().from(resourceCatalogs).where(eq(resourceCatalogs.id, id));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw catalogNotFound();
    return translatableFolder(row);
  },
  storedFields: (fields: CatalogTranslationFields) => ({ name: fields.name }),
});

/** Files' titles and descriptions in other languages; the file itself is the same in every one. */
export const resourceTranslations = translatableKind({
  kind: "resourceFile",
  async readOriginal(db, id, { lock }) {
    const query = db.select().from(resources).where(eq(resources.id, id));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw resourceNotFound();
    return translatableResource(row);
  },
  storedFields: (fields: ResourceTranslationFields) => ({
    title: fields.title,
    description: fields.description ?? null,
  }),
});
