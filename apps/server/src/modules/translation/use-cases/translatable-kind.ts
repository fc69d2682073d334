import type { Language, Localization, TranslationState, TranslationTarget } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import {
  deleteTranslation,
  deleteTranslationsOf,
  saveTranslation,
  translationStatesOf,
  translationsForEditing,
} from "./edit-translations.ts";
import {
  localizeRecords,
  originalLocalization,
  type TranslatableFields,
  type TranslatableRecord,
} from "./localize.ts";

/** A save of one language's version as the shared `translationInput` parses it. */
export type TranslationSave<Input> = TranslationTarget & { version: number; fields: Input };

/**
 * One kind of record with versions in other languages, as its module declares it: how to read
 * a record's original (locked for update inside a save, so an edit of it waits) and how to
 * store the words a form sends (sanitized, empty ones null). Answers the use cases its routes
 * and lists call, each bound to the kind.
 */
export function translatableKind<Fields extends TranslatableFields, Input>({
  kind,
  readOriginal,
  storedFields,
}: {
  kind: string;
  readOriginal: (
    db: Database,
    id: number,
    options: { lock: boolean },
  ) => Promise<TranslatableRecord<Fields>>;
  storedFields: (input: Input) => Fields;
}) {
  return {
    kind,
    /** `translations`: the versions with their states, for the editor's language tabs. */
    async forEditing(db: Database, id: number) {
      return translationsForEditing(db, kind, await readOriginal(db, id, { lock: false }));
    },
    /** `saveTranslation`: made from the original as it is now, so up to date until it changes. */
    save(db: Database, now: Date, { id, language, version, fields }: TranslationSave<Input>) {
      const stored = storedFields(fields);
      return inTransaction(db, async (tx) => {
        const original = await readOriginal(tx, id, { lock: true });
        await saveTranslation(tx, {
          key: { kind, recordId: id, language },
          version,
          fields: stored,
          original,
          now,
        });
      });
    },
    /** `deleteTranslation`: readers get the fallback again; 404 when there is none. */
    remove(db: Database, { id, language }: TranslationTarget) {
      return inTransaction(db, (tx) => deleteTranslation(tx, { kind, recordId: id, language }));
    },
    /** With the record, in its delete's transaction. */
    removeAllOf(tx: Database, recordId: number) {
      return deleteTranslationsOf(tx, kind, recordId);
    },
    /** Rows with their words in the reader's language and how they came, in their order. */
    async rowsInLanguage<Row>(
      db: Database,
      rows: readonly Row[],
      reader: Language,
      recordOf: (row: Row) => TranslatableRecord<Fields>,
    ): Promise<(Row & { localization: Localization })[]> {
      const localized = await localizeRecords(db, kind, rows.map(recordOf), reader);
      return rows.map((row, index) => {
        const { fields, localization } = localized[index] as (typeof localized)[number];
        return { ...row, ...fields, localization };
      });
    },
    /** Rows as written, for staff: the original's words with the languages they have versions in. */
    async rowsAsWritten<Row>(
      db: Database,
      rows: readonly Row[],
      recordOf: (row: Row) => TranslatableRecord<Fields>,
    ): Promise<(Row & { localization: Localization; translations: TranslationState[] })[]> {
      const records = rows.map(recordOf);
      const states = await translationStatesOf(db, kind, records);
      return rows.map((row, index) => {
        const { id, language } = records[index] as TranslatableRecord<Fields>;
        return {
          ...row,
          localization: originalLocalization(language),
          translations: states.get(id) ?? [],
        };
      });
    },
  };
}
