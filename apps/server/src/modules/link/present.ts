import type { FriendshipLink, Localization, TranslationState } from "@portal/shared";
import type { LinkRow } from "./link-values.ts";

/** A footer link with its click count. */
export function presentLink(
  row: LinkRow & { localization: Localization; translations?: TranslationState[] },
): FriendshipLink {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    sort: row.sort,
    clickCount: row.clickCount,
    version: row.version,
    localization: row.localization,
    ...(row.translations ? { translations: row.translations } : {}),
  };
}
