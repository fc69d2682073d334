import type { FeatureTexts } from "../lazy-texts.ts";
import { searchEnUS } from "./en-US.ts";
import { searchZhCN } from "./zh-CN.ts";
import { searchZhTW } from "./zh-TW.ts";

/** Loaded with the results page, not with the language bundles (see addFeatureTexts). */
export const searchTexts: FeatureTexts = {
  "zh-CN": searchZhCN,
  "en-US": searchEnUS,
  "zh-TW": searchZhTW,
};
