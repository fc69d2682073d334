import type { Language, LinkTranslationFields } from "@portal/shared";
import { eq } from "drizzle-orm";
import { translatableKind } from "../translation/use-cases/translatable-kind.ts";
import { type LinkRow, linkNotFound } from "./link-values.ts";
import { friendshipLinks } from "./schema.ts";

/** A link's name as the translation module sees it. */
export function translatableLink(row: LinkRow) {
  return { id: row.id, language: row.language as Language, fields: { name: row.name } };
}

/** Links' names in other languages; the address is the same in every language. */
export const linkTranslations = translatableKind({
  kind: "link",
  async readOriginal(db, id, { lock }) {
    const query = db.select().from(friendshipLinks).where(eq(friendshipLinks.id, id));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw linkNotFound();
    return translatableLink(row);
  },
  storedFields: (fields: LinkTranslationFields) => ({ name: fields.name }),
});
