import type { TextTranslationInput } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { textTranslations } from "../text-translation-kind.ts";

/** `saveTranslation`: one language's title, summary, body and category; the text is locked meanwhile. */
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
