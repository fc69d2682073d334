import type { Language, Localization, TranslationState } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import type { TextRow } from "../text-rows.ts";
import { asOriginal, textTranslations, translatableText } from "../text-translation-kind.ts";

export type LocalizedTextRow = TextRow & { localization: Localization };

/** Texts with their title, summary and body in the reader's language. */
export function localizeTexts(
  db: Database,
  rows: readonly TextRow[],
  reader: Language,
): Promise<LocalizedTextRow[]> {
  return textTranslations.rowsInLanguage(db, rows, reader, translatableText);
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
export function textsAsWritten(
  db: Database,
  rows: readonly TextRow[],
): Promise<(LocalizedTextRow & { translations: TranslationState[] })[]> {
  return textTranslations.rowsAsWritten(db, rows, translatableText);
}
