import type { Language } from "@portal/shared";
import { i18n } from "./i18n.ts";

/** A feature's texts in every language, for a feature whose texts stay out of the first load. */
export type FeatureTexts = Record<Language, object>;

/**
 * Adds a lazily loaded feature's texts (every language, so switching needs no request) when its
 * code arrives: the forum's pages are not on the first load, so neither are their texts. The
 * language bundles loaded later keep them: i18next replaces only their own top-level keys.
 */
export function addFeatureTexts(texts: FeatureTexts): void {
  for (const [language, tree] of Object.entries(texts)) {
    i18n.addResourceBundle(language, "translation", tree, true, true);
  }
}
