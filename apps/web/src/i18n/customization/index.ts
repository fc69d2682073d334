import type { FeatureTexts } from "../lazy-texts.ts";
import { customizationEnUS } from "./en-US.ts";
import { customizationZhCN } from "./zh-CN.ts";
import { customizationZhTW } from "./zh-TW.ts";

/** Loaded with the customization pages, not with the language bundles (see addFeatureTexts). */
export const customizationTexts: FeatureTexts = {
  "zh-CN": customizationZhCN,
  "en-US": customizationEnUS,
  "zh-TW": customizationZhTW,
};
