import { createHash } from "node:crypto";
import type { Language, Localization } from "@portal/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { toTraditional } from "../../../platform/i18n/traditional.ts";
import { contentTranslations } from "../schema.ts";

/** The words of a record that have a version per language (title, body, name...). */
export type TranslatableFields = Record<string, string | null>;

export type StoredTranslation = {
  language: Language;
  fields: TranslatableFields;
  sourceDigest: string;
  version: number;
  updatedAt: Date;
};

/** A record as its module reads it: its id, its original's language and words. */
export type TranslatableRecord<Fields extends TranslatableFields> = {
  id: number;
  language: Language;
  fields: Fields;
};

/** How a record written in `language` is shown as written: its original, up to date. */
export function originalLocalization(language: string): Localization {
  const original = language as Language;
  return { language: original, originalLanguage: original, source: "original", outOfDate: false };
}

/** The digest of an original's words, in the order of their names: what a translation was made from. */
export function sourceDigest(fields: TranslatableFields): string {
  const ordered = Object.keys(fields)
    .sort()
    .map((name) => [name, fields[name] ?? null]);
  return createHash("sha256").update(JSON.stringify(ordered)).digest("base64url");
}

/** Every stored translation of the records of `kind`, by record id. */
export async function translationsOf(
  db: Database,
  kind: string,
  recordIds: readonly number[],
): Promise<Map<number, StoredTranslation[]>> {
  const byRecord = new Map<number, StoredTranslation[]>();
  if (recordIds.length === 0) return byRecord;
  const rows = await db
    .select()
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.kind, kind),
        inArray(contentTranslations.recordId, [...new Set(recordIds)]),
      ),
    );
  for (const row of rows) {
    const list = byRecord.get(row.recordId) ?? [];
    list.push({ ...row, language: row.language as Language });
    byRecord.set(row.recordId, list);
  }
  return byRecord;
}

/** Every word converted from Simplified to Traditional (Taiwan). */
export function convertedToTraditional<Fields extends TranslatableFields>(fields: Fields): Fields {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      value === null ? null : toTraditional(value),
    ]),
  ) as Fields;
}

/**
 * The fallback chain: the reader's language when the original is in it or a translation is;
 * else, for zh-TW, the Simplified version (original or translation) converted to Traditional;
 * else the original, whose language the reader is told.
 */
function inReaderLanguage<Fields extends TranslatableFields>(
  record: TranslatableRecord<Fields>,
  translations: readonly StoredTranslation[],
  reader: Language,
): { fields: Fields; localization: Localization } {
  const originalLanguage = record.language;
  if (reader === originalLanguage) {
    return {
      fields: record.fields,
      localization: { language: reader, originalLanguage, source: "original", outOfDate: false },
    };
  }
  let digest: string | undefined;
  const outOfDate = (translation: StoredTranslation) => {
    digest ??= sourceDigest(record.fields);
    return translation.sourceDigest !== digest;
  };
  const translation = translations.find((candidate) => candidate.language === reader);
  if (translation) {
    return {
      fields: { ...record.fields, ...translation.fields },
      localization: {
        language: reader,
        originalLanguage,
        source: "translation",
        outOfDate: outOfDate(translation),
      },
    };
  }
  if (reader === "zh-TW") {
    const simplifiedTranslation = translations.find((candidate) => candidate.language === "zh-CN");
    const simplified =
      originalLanguage === "zh-CN"
        ? { fields: record.fields, outOfDate: false }
        : simplifiedTranslation && {
            fields: { ...record.fields, ...simplifiedTranslation.fields },
            outOfDate: outOfDate(simplifiedTranslation),
          };
    if (simplified) {
      return {
        fields: convertedToTraditional(simplified.fields),
        localization: {
          language: reader,
          originalLanguage,
          source: "converted",
          outOfDate: simplified.outOfDate,
        },
      };
    }
  }
  return {
    fields: record.fields,
    localization: {
      language: originalLanguage,
      originalLanguage,
      source: "original",
      outOfDate: false,
    },
  };
}

/**
 * Records of `kind` in the reader's language, in their order: one statement for all their
 * translations, none when every original is in the reader's language.
 */
export async function localizeRecords<Fields extends TranslatableFields>(
  db: Database,
  kind: string,
  records: readonly TranslatableRecord<Fields>[],
  reader: Language,
): Promise<{ fields: Fields; localization: Localization }[]> {
  const needed = records.filter((record) => record.language !== reader).map(({ id }) => id);
  const translations = await translationsOf(db, kind, needed);
  return records.map((record) =>
    inReaderLanguage(record, translations.get(record.id) ?? [], reader),
  );
}
