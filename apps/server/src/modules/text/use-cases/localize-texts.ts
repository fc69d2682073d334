import type { Language, Localization, TranslationState } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { translationStatesOf } from "../../translation/use-cases/edit-translations.ts";
import { localizeRecords, type TranslatableRecord } from "../../translation/use-cases/localize.ts";
import type { TextRow } from "../text-rows.ts";

/** The kind under which texts' versions in other languages are stored. */
export const textTranslationKind = "text";

export type LocalizedTextRow = TextRow & { localization: Localization };

/** A text's words as the translation module sees them. */
export function translatableText(row: TextRow): TranslatableRecord<{
  title: string;
  summary: string | null;
  content: string;
}> {
  return {
    id: row.id,
    language: row.language as Language,
    fields: { title: row.title, summary: row.summary, content: row.content },
  };
}

/** Texts with their title, summary and body in the reader's language (see inReaderLanguage). */
export async function localizeTexts(
  db: Database,
  rows: readonly TextRow[],
  reader: Language,
): Promise<LocalizedTextRow[]> {
  const localized = await localizeRecords(
    db,
    textTranslationKind,
    rows.map(translatableText),
    reader,
  );
  return rows.map((row, index) => {
    const { fields, localization } = localized[index] as (typeof localized)[number];
    return { ...row, ...fields, localization };
  });
}

/** One text in the reader's language. */
export async function localizeText(
  db: Database,
  row: TextRow,
  reader: Language,
): Promise<LocalizedTextRow> {
  const [localized] = await localizeTexts(db, [row], reader);
  return localized ?? { ...row, localization: asOriginal(row) };
}

/** Texts as written, for staff: the original with the languages it has versions in. */
export async function textsAsWritten(
  db: Database,
  rows: readonly TextRow[],
): Promise<(LocalizedTextRow & { translations: TranslationState[] })[]> {
  const states = await translationStatesOf(db, textTranslationKind, rows.map(translatableText));
  return rows.map((row) => ({
    ...row,
    localization: asOriginal(row),
    translations: states.get(row.id) ?? [],
  }));
}

/** A text shown as written, in its original's language. */
export function asOriginal(row: TextRow): Localization {
  const language = row.language as Language;
  return { language, originalLanguage: language, source: "original", outOfDate: false };
}
