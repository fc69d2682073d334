import type { FeatureTexts } from "../lazy-texts.ts";
import { competitionEnUS } from "./en-US.ts";
import { competitionZhCN } from "./zh-CN.ts";
import { competitionZhTW } from "./zh-TW.ts";

/** Loaded with the competition's pages, not with the language bundles (see addFeatureTexts). */
export const competitionTexts: FeatureTexts = {
  "zh-CN": competitionZhCN,
  "en-US": competitionEnUS,
  "zh-TW": competitionZhTW,
};
