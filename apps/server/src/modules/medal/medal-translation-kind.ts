import type { Language, MedalTranslationFields } from "@portal/shared";
import { eq } from "drizzle-orm";
import { translatableKind } from "../translation/use-cases/translatable-kind.ts";
import { medalNotFound } from "./medal-values.ts";
import { medals } from "./schema.ts";

/** The words of a medal that have a version per language. */
type MedalWords = { id: number; language: string; name: string; description: string | null };

/** A medal's name and description as the translation module sees them. */
export function translatableMedal(row: MedalWords) {
  return {
    id: row.id,
    language: row.language as Language,
    fields: { name: row.name, description: row.description },
  };
}

const medalWords = {
  id: medals.id,
  language: medals.language,
  name: medals.name,
  description: medals.description,
};

/** Medals' names and descriptions in other languages; the icon, order and conditions stay. */
export const medalTranslations = translatableKind({
  kind: "medal",
  async readOriginal(db, id, { lock }) {
    const query = db.select(medalWords).from(medals).where(eq(medals.id, id));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw medalNotFound();
    return translatableMedal(row);
  },
  storedFields: (fields: MedalTranslationFields) => ({
    name: fields.name,
    description: fields.description ?? null,
  }),
});
