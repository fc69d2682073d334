import {
  contentLimits,
  type Language,
  type Localization,
  type TextTranslationFields,
} from "@portal/shared";
import { eq } from "drizzle-orm";
import { richTextWithin } from "../../platform/sanitize/rich-text.ts";
import {
  originalLocalization,
  type TranslatableRecord,
} from "../translation/use-cases/localize.ts";
import { translatableKind } from "../translation/use-cases/translatable-kind.ts";
import { texts } from "./schema.ts";
import { selectTextRows, type TextRow, textNotFound } from "./text-rows.ts";

/** A text's words as the translation module sees them. */
export function translatableText(row: TextRow): TranslatableRecord<{
  title: string;
  summary: string | null;
  content: string;
  category: string | null;
}> {
  return {
    id: row.id,
    language: row.language as Language,
    fields: {
      title: row.title,
      summary: row.summary,
      content: row.content,
      category: row.category,
    },
  };
}

/** A text shown as written, in its original's language. */
export function asOriginal(row: TextRow): Localization {
  return originalLocalization(row.language);
}

/** Texts' versions in other languages: title, summary, body and category, the body sanitized as the original's. */
export const textTranslations = translatableKind({
  kind: "text",
  async readOriginal(db, id, { lock }) {
    const query = selectTextRows(db).where(eq(texts.id, id));
    const [row] = lock ? await query.for("update", { of: texts }) : await query;
    if (!row) throw textNotFound();
    return translatableText(row);
  },
  storedFields: (fields: TextTranslationFields) => ({
    title: fields.title,
    summary: fields.summary ?? null,
    category: fields.category ?? null,
    content: richTextWithin(fields.content, {
      field: "fields.content",
      maxCharacters: contentLimits.richTextMaxCharacters,
    }),
  }),
});
