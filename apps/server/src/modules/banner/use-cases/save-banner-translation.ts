import type { BannerTranslationFields, TranslationTarget } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { bannerTranslations } from "../banner-translation-kind.ts";

/** `saveTranslation`: a banner's title and picture in another language (version 0 adds it). */
export function saveBannerTranslation({
  db,
  now,
  input,
}: {
  db: Database;
  now: Date;
  input: TranslationTarget & { version: number; fields: BannerTranslationFields };
}): Promise<void> {
  return bannerTranslations.save(db, now, input);
}
