import type { Language, TranslationState } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { ensureVersion, nextVersion } from "../../../platform/db/versioned-row.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { contentTranslations } from "../schema.ts";
import {
  convertedToTraditional,
  sourceDigest,
  type TranslatableFields,
  type TranslatableRecord,
  translationsOf,
} from "./localize.ts";

/** Which record's version in which language. */
export type TranslationKey = { kind: string; recordId: number; language: Language };

const translationNotFound = () => new AppError("not_found", "translation.notFound");

function matching({ kind, recordId, language }: TranslationKey) {
  return and(
    eq(contentTranslations.kind, kind),
    eq(contentTranslations.recordId, recordId),
    eq(contentTranslations.language, language),
  );
}

/**
 * The translation editor's record: every version with whether it is out of date, and the
 * Simplified version converted to Traditional to start a zh-TW one from.
 */
export async function translationsForEditing<Fields extends TranslatableFields>(
  db: Database,
  kind: string,
  record: TranslatableRecord<Fields>,
) {
  const stored = (await translationsOf(db, kind, [record.id])).get(record.id) ?? [];
  const digest = sourceDigest(record.fields);
  const simplified =
    record.language === "zh-CN"
      ? record.fields
      : stored.find((translation) => translation.language === "zh-CN")?.fields;
  return {
    originalLanguage: record.language,
    translations: stored.map((translation) => ({
      language: translation.language,
      fields: { ...record.fields, ...translation.fields } as Fields,
      outOfDate: translation.sourceDigest !== digest,
      version: translation.version,
      updatedAt: translation.updatedAt.toISOString(),
    })),
    convertedToTraditional: simplified ? convertedToTraditional(simplified as Fields) : null,
  };
}

/**
 * Writes one language's version of a record, made from the original's words as they are now
 * (so it is up to date until they change). `version` 0 adds it, and answers 409 when someone
 * added it meanwhile; otherwise it must be the version the form read (409 when not).
 */
export async function saveTranslation<Fields extends TranslatableFields>(
  tx: Database,
  {
    key,
    version,
    fields,
    original,
    now,
  }: {
    key: TranslationKey;
    version: number;
    fields: Fields;
    original: TranslatableRecord<Fields>;
    now: Date;
  },
): Promise<void> {
  if (key.language === original.language) {
    throw new AppError("bad_request", "translation.originalLanguage", {
      fields: [{ field: "language", messageKey: "translation.originalLanguage" }],
    });
  }
  const digest = sourceDigest(original.fields);
  if (version === 0) {
    const added = await tx
      .insert(contentTranslations)
      .values({ ...key, fields, sourceDigest: digest, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: contentTranslations.id });
    if (added.length === 0) throw new AppError("conflict", "translation.exists");
    return;
  }
  const [current] = await tx
    .select({ version: contentTranslations.version })
    .from(contentTranslations)
    .where(matching(key))
    .for("update");
  if (!current) throw translationNotFound();
  ensureVersion(current.version, version);
  await tx
    .update(contentTranslations)
    .set({
      fields,
      sourceDigest: digest,
      updatedAt: now,
      version: nextVersion(contentTranslations.version),
    })
    .where(matching(key));
}

/** Deletes one language's version; 404 when there is none. */
export async function deleteTranslation(tx: Database, key: TranslationKey): Promise<void> {
  const deleted = await tx
    .delete(contentTranslations)
    .where(matching(key))
    .returning({ id: contentTranslations.id });
  if (deleted.length === 0) throw translationNotFound();
}

/** Deletes every version of a record, with the record. */
export async function deleteTranslationsOf(
  tx: Database,
  kind: string,
  recordId: number,
): Promise<void> {
  await tx
    .delete(contentTranslations)
    .where(and(eq(contentTranslations.kind, kind), eq(contentTranslations.recordId, recordId)));
}

/** The languages each record has a version in, and whether each is out of date. */
export async function translationStatesOf<Fields extends TranslatableFields>(
  db: Database,
  kind: string,
  records: readonly TranslatableRecord<Fields>[],
): Promise<Map<number, TranslationState[]>> {
  const stored = await translationsOf(
    db,
    kind,
    records.map(({ id }) => id),
  );
  const states = new Map<number, TranslationState[]>();
  for (const record of records) {
    const translations = stored.get(record.id);
    if (!translations) continue;
    const digest = sourceDigest(record.fields);
    states.set(
      record.id,
      translations.map(({ language, sourceDigest: madeFrom }) => ({
        language,
        outOfDate: madeFrom !== digest,
      })),
    );
  }
  return states;
}
