import type { Language } from "@portal/shared";
import type { ResourceTree } from "./resources.ts";

/**
 * The features whose texts stay out of the language chunks: each folder's `<language>.ts` is a
 * chunk of its own, loaded (in the reader's language only) with the pages that show it, and
 * again in the new language when the reader switches (`loadFeatureTexts`, `loadLanguage` in
 * `i18n.ts`). The first group is shown only by the management area, loaded with its layout.
 */
export const lazyTextFolders = [
  // Management only.
  "audit",
  "forum-management",
  "resource",
  "statistics",
  "statistics-users",
  "users",
  "whitelist",
  // Pages a first visit to /home never shows.
  "competition",
  "customization",
  "forum",
  "samples",
  "search",
  "sharing",
  "subscription",
  "survey",
] as const;

export type LazyTexts = (typeof lazyTextFolders)[number];

/** What the management layout loads: the texts of features only staff see. */
export const managementTexts = [
  "audit",
  "forum-management",
  "resource",
  "statistics",
  "statistics-users",
  "users",
  "whitelist",
] as const satisfies readonly LazyTexts[];

type Loader = () => Promise<ResourceTree>;

// One dynamic import per folder and language, each a chunk of its own.
const loaders: Record<LazyTexts, Record<Language, Loader>> = {
  audit: {
    "zh-CN": () => import("./audit/zh-CN.ts").then((m) => m.auditZhCN),
    "en-US": () => import("./audit/en-US.ts").then((m) => m.auditEnUS),
    "zh-TW": () => import("./audit/zh-TW.ts").then((m) => m.auditZhTW),
  },
  "forum-management": {
    "zh-CN": () => import("./forum-management/zh-CN.ts").then((m) => m.forumManagementZhCN),
    "en-US": () => import("./forum-management/en-US.ts").then((m) => m.forumManagementEnUS),
    "zh-TW": () => import("./forum-management/zh-TW.ts").then((m) => m.forumManagementZhTW),
  },
  resource: {
    "zh-CN": () => import("./resource/zh-CN.ts").then((m) => m.resourceZhCN),
    "en-US": () => import("./resource/en-US.ts").then((m) => m.resourceEnUS),
    "zh-TW": () => import("./resource/zh-TW.ts").then((m) => m.resourceZhTW),
  },
  statistics: {
    "zh-CN": () => import("./statistics/zh-CN.ts").then((m) => m.statisticsZhCN),
    "en-US": () => import("./statistics/en-US.ts").then((m) => m.statisticsEnUS),
    "zh-TW": () => import("./statistics/zh-TW.ts").then((m) => m.statisticsZhTW),
  },
  "statistics-users": {
    "zh-CN": () => import("./statistics-users/zh-CN.ts").then((m) => m.statisticsUsersZhCN),
    "en-US": () => import("./statistics-users/en-US.ts").then((m) => m.statisticsUsersEnUS),
    "zh-TW": () => import("./statistics-users/zh-TW.ts").then((m) => m.statisticsUsersZhTW),
  },
  users: {
    "zh-CN": () => import("./users/zh-CN.ts").then((m) => m.usersZhCN),
    "en-US": () => import("./users/en-US.ts").then((m) => m.usersEnUS),
    "zh-TW": () => import("./users/zh-TW.ts").then((m) => m.usersZhTW),
  },
  whitelist: {
    "zh-CN": () => import("./whitelist/zh-CN.ts").then((m) => m.whitelistZhCN),
    "en-US": () => import("./whitelist/en-US.ts").then((m) => m.whitelistEnUS),
    "zh-TW": () => import("./whitelist/zh-TW.ts").then((m) => m.whitelistZhTW),
  },
  competition: {
    "zh-CN": () => import("./competition/zh-CN.ts").then((m) => m.competitionZhCN),
    "en-US": () => import("./competition/en-US.ts").then((m) => m.competitionEnUS),
    "zh-TW": () => import("./competition/zh-TW.ts").then((m) => m.competitionZhTW),
  },
  customization: {
    "zh-CN": () => import("./customization/zh-CN.ts").then((m) => m.customizationZhCN),
    "en-US": () => import("./customization/en-US.ts").then((m) => m.customizationEnUS),
    "zh-TW": () => import("./customization/zh-TW.ts").then((m) => m.customizationZhTW),
  },
  forum: {
    "zh-CN": () => import("./forum/zh-CN.ts").then((m) => m.forumZhCN),
    "en-US": () => import("./forum/en-US.ts").then((m) => m.forumEnUS),
    "zh-TW": () => import("./forum/zh-TW.ts").then((m) => m.forumZhTW),
  },
  samples: {
    "zh-CN": () => import("./samples/zh-CN.ts").then((m) => m.samplesZhCN),
    "en-US": () => import("./samples/en-US.ts").then((m) => m.samplesEnUS),
    "zh-TW": () => import("./samples/zh-TW.ts").then((m) => m.samplesZhTW),
  },
  search: {
    "zh-CN": () => import("./search/zh-CN.ts").then((m) => m.searchZhCN),
    "en-US": () => import("./search/en-US.ts").then((m) => m.searchEnUS),
    "zh-TW": () => import("./search/zh-TW.ts").then((m) => m.searchZhTW),
  },
  sharing: {
    "zh-CN": () => import("./sharing/zh-CN.ts").then((m) => m.sharingZhCN),
    "en-US": () => import("./sharing/en-US.ts").then((m) => m.sharingEnUS),
    "zh-TW": () => import("./sharing/zh-TW.ts").then((m) => m.sharingZhTW),
  },
  subscription: {
    "zh-CN": () => import("./subscription/zh-CN.ts").then((m) => m.subscriptionZhCN),
    "en-US": () => import("./subscription/en-US.ts").then((m) => m.subscriptionEnUS),
    "zh-TW": () => import("./subscription/zh-TW.ts").then((m) => m.subscriptionZhTW),
  },
  survey: {
    "zh-CN": () => import("./survey/zh-CN.ts").then((m) => m.surveyZhCN),
    "en-US": () => import("./survey/en-US.ts").then((m) => m.surveyEnUS),
    "zh-TW": () => import("./survey/zh-TW.ts").then((m) => m.surveyZhTW),
  },
};

/** Loads one feature's texts in one language: `{ <folder>: {...} }`. */
export function importFeatureTexts(folder: LazyTexts, language: Language): Promise<ResourceTree> {
  return loaders[folder][language]();
}
