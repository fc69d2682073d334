import { catalogueEnUS } from "../../apps/web/src/i18n/catalogue/en-US.ts";
import { type CatalogueMessages, catalogueZhCN } from "../../apps/web/src/i18n/catalogue/zh-CN.ts";
import { catalogueZhTW } from "../../apps/web/src/i18n/catalogue/zh-TW.ts";
import type { Language } from "./texts.ts";

/** The catalogue pages' own texts (their i18n folder), in each language. */
export const catalogueTexts: Record<Language, CatalogueMessages["catalogue"]> = {
  "zh-CN": catalogueZhCN.catalogue,
  "en-US": catalogueEnUS.catalogue,
  "zh-TW": catalogueZhTW.catalogue,
};
