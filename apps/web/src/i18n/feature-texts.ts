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

/**
 * Each folder's texts in each language, a chunk of its own. The pattern names the folders again
 * (`import.meta.glob` takes literals only); a unit test holds it to `lazyTextFolders`.
 */
export const featureTextModules = import.meta.glob<Record<string, ResourceTree>>(
  "./{audit,forum-management,resource,statistics,statistics-users,users,whitelist,competition,customization,forum,samples,search,sharing,subscription,survey}/{zh-CN,en-US,zh-TW}.ts",
);

/** Loads one feature's texts in one language: `{ <folder>: {...} }`, its module's one value. */
export async function importFeatureTexts(
  folder: LazyTexts,
  language: Language,
): Promise<ResourceTree> {
  const load = featureTextModules[`./${folder}/${language}.ts`];
  if (!load) throw new Error(`No ${language} texts of ${folder}`);
  const [texts, ...others] = Object.values(await load());
  if (!texts || others.length > 0) {
    throw new Error(`${folder}/${language}.ts must export its texts and nothing else`);
  }
  return texts;
}
