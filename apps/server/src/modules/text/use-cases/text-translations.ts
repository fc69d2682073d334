import {
  contentLimits,
  type TextTranslationInput,
  type TextTranslations,
  type TranslationTarget,
} from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow } from "../../../platform/db/versioned-row.ts";
import { richTextWithin } from "../../../platform/sanitize/rich-text.ts";
import {
  deleteTranslation,
  saveTranslation,
  translationsForEditing,
} from "../../translation/use-cases/edit-translations.ts";
import { texts } from "../schema.ts";
import { textNotFound } from "../text-rows.ts";
import { getTextForEditing } from "./get-text-for-editing.ts";
import { textTranslationKind, translatableText } from "./localize-texts.ts";

/** `translations`: a text's versions in other languages, for the editor's language tabs. */
export async function getTextTranslations({
  db,
  id,
}: {
  db: Database;
  id: number;
}): Promise<TextTranslations> {
  const row = await getTextForEditing({ db, id });
  return translationsForEditing(db, textTranslationKind, translatableText(row));
}

/**
 * `saveTranslation`: one language's title, summary and body (sanitized like the original's),
 * made from the original as it is now; the text is locked so an edit of it waits.
 */
export function saveTextTranslation({
  db,
  now,
  input: { id, language, version, fields },
}: {
  db: Database;
  now: Date;
  input: TextTranslationInput;
}): Promise<void> {
  const content = richTextWithin(fields.content, {
    field: "fields.content",
    maxCharacters: contentLimits.richTextMaxCharacters,
  });
  return inTransaction(db, async (tx) => {
    await lockVersionedRow(tx, texts, { id, version: undefined, notFound: textNotFound });
    const original = await getTextForEditing({ db: tx, id });
    await saveTranslation(tx, {
      key: { kind: textTranslationKind, recordId: id, language },
      version,
      fields: { title: fields.title, summary: fields.summary ?? null, content },
      original: translatableText(original),
      now,
    });
  });
}

/** `deleteTranslation`: one language's version; readers get the fallback again. */
export function deleteTextTranslation({
  db,
  target: { id, language },
}: {
  db: Database;
  target: TranslationTarget;
}): Promise<void> {
  return inTransaction(db, (tx) =>
    deleteTranslation(tx, { kind: textTranslationKind, recordId: id, language }),
  );
}
