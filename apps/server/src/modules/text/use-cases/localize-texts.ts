import type { Language, Localization, TranslationState } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import type { TextRow } from "../text-rows.ts";
import { asOriginal, textTranslations, translatableText } from "../text-translation-kind.ts";

export type LocalizedTextRow = TextRow & { localization: Localization };

/** Texts with their title, summary and body in the reader's language. */
export async function localizeTexts(
  db: Database,
  rows: readonly TextRow[],
  reader: Language,
): Promise<LocalizedTextRow[]> {
  const localized = await textTranslations.localize(db, rows.map(translatableText), reader);
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
  const states = await textTranslations.states(db, rows.map(translatableText));
  return rows.map((row) => ({
    ...row,
    localization: asOriginal(row),
    translations: states.get(row.id) ?? [],
  }));
}
