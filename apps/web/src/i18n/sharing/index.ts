import type { FeatureTexts } from "../lazy-texts.ts";
import { sharingEnUS } from "./en-US.ts";
import { sharingZhCN } from "./zh-CN.ts";
import { sharingZhTW } from "./zh-TW.ts";

/** Loaded with the share button, not with the language bundles (see addFeatureTexts). */
export const sharingTexts: FeatureTexts = {
  "zh-CN": sharingZhCN,
  "en-US": sharingEnUS,
  "zh-TW": sharingZhTW,
};
