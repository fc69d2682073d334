import type { Language, Localization, TranslationState } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
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

function asOriginal(language: string): Localization {
  const original = language as Language;
  return { language: original, originalLanguage: original, source: "original", outOfDate: false };
}

/** Question types with their names in the reader's language. */
export async function localizeFaqTypes<Type extends FaqTypeRow>(
  db: Database,
  types: readonly Type[],
  reader: Language,
): Promise<LocalizedFaqType<Type>[]> {
  const localized = await faqTypeTranslations.localize(db, types.map(translatableFaqType), reader);
  return types.map((type, index) => {
    const { fields, localization } = localized[index] as (typeof localized)[number];
    return { ...type, ...fields, localization };
  });
}

/** Questions with question, answer and their type's name in the reader's language. */
export async function localizeFaqs(
  db: Database,
  rows: readonly FaqRow[],
  reader: Language,
): Promise<LocalizedFaqRow[]> {
  const questions = await faqTranslations.localize(db, rows.map(translatableFaq), reader);
  const typeRows = [
    ...new Map(
      rows.map((row) => [
        row.typeId,
        { id: row.typeId, language: row.typeLanguage, name: row.typeName },
      ]),
    ).values(),
  ];
  const typeNames = await faqTypeTranslations.localize(
    db,
    typeRows.map(translatableFaqType),
    reader,
  );
  const nameOf = new Map(typeRows.map((type, index) => [type.id, typeNames[index]?.fields.name]));
  return rows.map((row, index) => {
    const { fields, localization } = questions[index] as (typeof questions)[number];
    return { ...row, ...fields, typeName: nameOf.get(row.typeId) ?? row.typeName, localization };
  });
}

/** One question in the reader's language. */
export async function localizeFaq(
  db: Database,
  row: FaqRow,
  reader: Language,
): Promise<LocalizedFaqRow> {
  const [localized] = await localizeFaqs(db, [row], reader);
  return localized ?? { ...row, localization: asOriginal(row.language) };
}

/** Questions as written, for staff: the originals with the languages they have versions in. */
export async function faqsAsWritten(
  db: Database,
  rows: readonly FaqRow[],
): Promise<LocalizedFaqRow[]> {
  const states = await faqTranslations.states(db, rows.map(translatableFaq));
  return rows.map((row) => ({
    ...row,
    localization: asOriginal(row.language),
    translations: states.get(row.id) ?? [],
  }));
}

/** Question types as written, for staff, with the languages they have versions in. */
export async function faqTypesAsWritten<Type extends FaqTypeRow>(
  db: Database,
  types: readonly Type[],
): Promise<LocalizedFaqType<Type>[]> {
  const states = await faqTypeTranslations.states(db, types.map(translatableFaqType));
  return types.map((type) => ({
    ...type,
    localization: asOriginal(type.language),
    translations: states.get(type.id) ?? [],
  }));
}
