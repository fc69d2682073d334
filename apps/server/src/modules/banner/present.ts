import type { Banner, Localization, TranslationState } from "@portal/shared";
import type { BannerRow } from "./banner-values.ts";

/** A banner, its period in ISO text (null when open-ended). */
export function presentBanner(
  row: BannerRow & { localization: Localization; translations?: TranslationState[] },
): Banner {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    link: row.link,
    sort: row.sort,
    enabled: row.enabled,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    version: row.version,
    localization: row.localization,
    ...(row.translations ? { translations: row.translations } : {}),
  };
}
