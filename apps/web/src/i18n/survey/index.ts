import type { FeatureTexts } from "../lazy-texts.ts";
import { surveyEnUS } from "./en-US.ts";
import { surveyZhCN } from "./zh-CN.ts";
import { surveyZhTW } from "./zh-TW.ts";

/** Loaded with the questionnaire pages, not with the language bundles (see addFeatureTexts). */
export const surveyTexts: FeatureTexts = {
  "zh-CN": surveyZhCN,
  "en-US": surveyEnUS,
  "zh-TW": surveyZhTW,
};
