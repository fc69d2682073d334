import type { FeatureTexts } from "../lazy-texts.ts";
import { samplesEnUS } from "./en-US.ts";
import { samplesZhCN } from "./zh-CN.ts";
import { samplesZhTW } from "./zh-TW.ts";

/** Loaded with the sample pages, not with the language bundles (see addFeatureTexts). */
export const samplesTexts: FeatureTexts = {
  "zh-CN": samplesZhCN,
  "en-US": samplesEnUS,
  "zh-TW": samplesZhTW,
};
