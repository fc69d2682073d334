import type { DocumentTranslationFields, Language } from "@portal/shared";
import { eq } from "drizzle-orm";
import { translatableKind } from "../translation/use-cases/translatable-kind.ts";
import { documentNotFound } from "./document-rows.ts";
import { documents } from "./schema.ts";

/**
 * A document's name and description as the translation module sees them: the original is in
 * the document's language (that of its file).
 */
export function translatableDocument(document: {
  id: number;
  language: string;
  name: string;
  description: string | null;
}) {
  return {
    id: document.id,
    language: document.language as Language,
    fields: { name: document.name, description: document.description },
  };
}

/** Documents' names and descriptions in other languages; the files are the same in every one. */
export const documentTranslations = translatableKind({
  kind: "document",
  async readOriginal(db, id, { lock }) {
    const query = db.select().from(documents).where(eq(documents.id, id));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw documentNotFound();
    return translatableDocument(row);
  },
  storedFields: (fields: DocumentTranslationFields) => ({
    name: fields.name,
    description: fields.description || null,
  }),
});
