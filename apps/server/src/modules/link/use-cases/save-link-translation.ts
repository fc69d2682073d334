import type { LinkTranslationFields, TranslationTarget } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { linkTranslations } from "../link-translation-kind.ts";

/** `saveTranslation`: a link's name in another language (version 0 adds it). */
export function saveLinkTranslation({
  db,
  now,
  input,
}: {
  db: Database;
  now: Date;
  input: TranslationTarget & { version: number; fields: LinkTranslationFields };
}): Promise<void> {
  return linkTranslations.save(db, now, input);
}
