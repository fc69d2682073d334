import type { HonoraryTitleTranslationFields, TranslationTarget } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { honoraryTitleTranslations } from "../honorary-title-translation-kind.ts";

/** `saveTranslation`: an honorary title's name in another language (version 0 adds it). */
export function saveHonoraryTitleTranslation({
  db,
  now,
  input,
}: {
  db: Database;
  now: Date;
  input: TranslationTarget & { version: number; fields: HonoraryTitleTranslationFields };
}): Promise<void> {
  return honoraryTitleTranslations.save(db, now, input);
}
