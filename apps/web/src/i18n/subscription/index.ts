import type { FeatureTexts } from "../lazy-texts.ts";
import { subscriptionEnUS } from "./en-US.ts";
import { subscriptionZhCN } from "./zh-CN.ts";
import { subscriptionZhTW } from "./zh-TW.ts";

/** Loaded with the subscription pages, not with the language bundles (see addFeatureTexts). */
export const subscriptionTexts: FeatureTexts = {
  "zh-CN": subscriptionZhCN,
  "en-US": subscriptionEnUS,
  "zh-TW": subscriptionZhTW,
};
