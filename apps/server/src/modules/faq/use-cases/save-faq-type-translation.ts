import type { FaqTypeTranslationFields, TranslationTarget } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { faqTypeTranslations } from "../faq-translation-kinds.ts";

/** `faqType/saveTranslation`: a question type's name in another language (version 0 adds it). */
export function saveFaqTypeTranslation({
  db,
  now,
  input,
}: {
  db: Database;
  now: Date;
  input: TranslationTarget & { version: number; fields: FaqTypeTranslationFields };
}): Promise<void> {
  return faqTypeTranslations.save(db, now, input);
}
