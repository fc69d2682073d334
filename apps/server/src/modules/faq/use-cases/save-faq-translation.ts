import type { FaqTranslationFields, TranslationTarget } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { faqTranslations } from "../faq-translation-kinds.ts";

/** `saveTranslation`: a question's question and answer in another language (version 0 adds it). */
export function saveFaqTranslation({
  db,
  now,
  input,
}: {
  db: Database;
  now: Date;
  input: TranslationTarget & { version: number; fields: FaqTranslationFields };
}): Promise<void> {
  return faqTranslations.save(db, now, input);
}
