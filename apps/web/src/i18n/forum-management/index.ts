import type { FeatureTexts } from "../lazy-texts.ts";
import { forumManagementEnUS } from "./en-US.ts";
import { forumManagementZhCN } from "./zh-CN.ts";
import { forumManagementZhTW } from "./zh-TW.ts";

/** Loaded with the forum-management pages, not with the language bundles (see addFeatureTexts). */
export const forumManagementTexts: FeatureTexts = {
  "zh-CN": forumManagementZhCN,
  "en-US": forumManagementEnUS,
  "zh-TW": forumManagementZhTW,
};
