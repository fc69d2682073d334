import type { MedalTranslationFields, TranslationTarget } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { medalTranslations } from "../medal-translation-kind.ts";

/** A medal's name and description in another language (version 0 adds it), as the seed writes them. */
export function saveMedalTranslation({
  db,
  now,
  input,
}: {
  db: Database;
  now: Date;
  input: TranslationTarget & { version: number; fields: MedalTranslationFields };
}): Promise<void> {
  return medalTranslations.save(db, now, input);
}
