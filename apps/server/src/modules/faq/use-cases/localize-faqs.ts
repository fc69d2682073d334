import type { Language, Localization, TranslationState } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { originalLocalization } from "../../translation/use-cases/localize.ts";
import type { FaqRow } from "../faq-query.ts";
import {
  faqTranslations,
  faqTypeTranslations,
  translatableFaq,
  translatableFaqType,
} from "../faq-translation-kinds.ts";
import type { FaqTypeRow } from "./list-faq-types.ts";

export type LocalizedFaqRow = FaqRow & {
  localization: Localization;
  translations?: TranslationState[];
};
export type LocalizedFaqType<Type extends FaqTypeRow> = Type & {
  localization: Localization;
  translations?: TranslationState[];
};

/** Question types with their names in the reader's language. */
export function localizeFaqTypes<Type extends FaqTypeRow>(
  db: Database,
  types: readonly Type[],
  reader: Language,
): Promise<LocalizedFaqType<Type>[]> {
  return faqTypeTranslations.rowsInLanguage(db, types, reader, translatableFaqType);
}

/** Questions with question, answer and their type's name in the reader's language. */
export async function localizeFaqs(
  db: Database,
  rows: readonly FaqRow[],
  reader: Language,
): Promise<LocalizedFaqRow[]> {
  const questions = await faqTranslations.rowsInLanguage(db, rows, reader, translatableFaq);
  const types = [
    ...new Map(
      rows.map((row) => [
        row.typeId,
        { id: row.typeId, language: row.typeLanguage, name: row.typeName },
      ]),
    ).values(),
  ];
  const typeNames = await faqTypeTranslations.rowsInLanguage(
    db,
    types,
    reader,
    translatableFaqType,
  );
  const typeOf = new Map(typeNames.map((type) => [type.id, type]));
  return questions.map((row) => {
    const type = typeOf.get(row.typeId);
    return type ? { ...row, typeName: type.name, typeLanguage: type.localization.language } : row;
  });
}

/** One question in the reader's language. */
export async function localizeFaq(
  db: Database,
  row: FaqRow,
  reader: Language,
): Promise<LocalizedFaqRow> {
  const [localized] = await localizeFaqs(db, [row], reader);
  return localized ?? { ...row, localization: originalLocalization(row.language) };
}

/** Questions as written, for staff: the originals with the languages they have versions in. */
export function faqsAsWritten(db: Database, rows: readonly FaqRow[]): Promise<LocalizedFaqRow[]> {
  return faqTranslations.rowsAsWritten(db, rows, translatableFaq);
}

/** Question types as written, for staff, with the languages they have versions in. */
export function faqTypesAsWritten<Type extends FaqTypeRow>(
  db: Database,
  types: readonly Type[],
): Promise<LocalizedFaqType<Type>[]> {
  return faqTypeTranslations.rowsAsWritten(db, types, translatableFaqType);
}
