import type { TextTranslationInput, TextTranslations, TranslationTarget } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { textTranslations } from "../text-translation-kind.ts";

/** `translations`: a text's versions in other languages, for the editor's language tabs. */
export function getTextTranslations({
  db,
  id,
}: {
  db: Database;
  id: number;
}): Promise<TextTranslations> {
  return textTranslations.forEditing(db, id);
}

/** `saveTranslation`: one language's title, summary and body; the text is locked meanwhile. */
export function saveTextTranslation({
  db,
  now,
  input,
}: {
  db: Database;
  now: Date;
  input: TextTranslationInput;
}): Promise<void> {
  return textTranslations.save(db, now, input);
}

/** `deleteTranslation`: one language's version; readers get the fallback again. */
export function deleteTextTranslation({
  db,
  target,
}: {
  db: Database;
  target: TranslationTarget;
}): Promise<void> {
  return textTranslations.remove(db, target);
}
