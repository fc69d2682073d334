import type { FeatureTexts } from "../lazy-texts.ts";
import { forumEnUS } from "./en-US.ts";
import { forumZhCN } from "./zh-CN.ts";
import { forumZhTW } from "./zh-TW.ts";

/** Loaded with the forum pages, not with the language bundles (see addFeatureTexts). */
export const forumTexts: FeatureTexts = {
  "zh-CN": forumZhCN,
  "en-US": forumEnUS,
  "zh-TW": forumZhTW,
};
