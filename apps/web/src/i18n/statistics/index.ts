import type { FeatureTexts } from "../lazy-texts.ts";
import { statisticsEnUS } from "./en-US.ts";
import { statisticsZhCN } from "./zh-CN.ts";
import { statisticsZhTW } from "./zh-TW.ts";

/** Loaded with the statistics pages, not with the language bundles (see addFeatureTexts). */
export const statisticsTexts: FeatureTexts = {
  "zh-CN": statisticsZhCN,
  "en-US": statisticsEnUS,
  "zh-TW": statisticsZhTW,
};
