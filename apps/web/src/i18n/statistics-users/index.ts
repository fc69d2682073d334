import type { FeatureTexts } from "../lazy-texts.ts";
import { statisticsUsersEnUS } from "./en-US.ts";
import { statisticsUsersZhCN } from "./zh-CN.ts";
import { statisticsUsersZhTW } from "./zh-TW.ts";

/** Loaded with the member statistics page, not with the language bundles (see addFeatureTexts). */
export const statisticsUsersTexts: FeatureTexts = {
  "zh-CN": statisticsUsersZhCN,
  "en-US": statisticsUsersEnUS,
  "zh-TW": statisticsUsersZhTW,
};
