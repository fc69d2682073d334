import { type Language, validationMessages } from "@portal/shared";
import { catalogueEnUS } from "./catalogue/en-US.ts";
import { catalogueZhCN } from "./catalogue/zh-CN.ts";
import { catalogueZhTW } from "./catalogue/zh-TW.ts";
import { documentsEnUS } from "./documents/en-US.ts";
import { documentsZhCN } from "./documents/zh-CN.ts";
import { documentsZhTW } from "./documents/zh-TW.ts";
import { enUS } from "./en-US.ts";
import { productAdminEnUS } from "./productAdmin/en-US.ts";
import { productAdminZhCN } from "./productAdmin/zh-CN.ts";
import { productAdminZhTW } from "./productAdmin/zh-TW.ts";
import { type Messages, zhCN } from "./zh-CN.ts";
import { zhTW } from "./zh-TW.ts";

/** A nested tree of translations, as i18next reads it. */
export type ResourceTree = { [key: string]: string | ResourceTree };

const webMessages: Record<Language, Messages> = { "zh-CN": zhCN, "en-US": enUS, "zh-TW": zhTW };

/** Each feature area keeps its texts in a folder of its own, merged in under its own key. */
const featureMessages: Record<Language, object[]> = {
  "zh-CN": [catalogueZhCN, documentsZhCN, productAdminZhCN],
  "en-US": [catalogueEnUS, documentsEnUS, productAdminEnUS],
  "zh-TW": [catalogueZhTW, documentsZhTW, productAdminZhTW],
};

/** Turns flat dotted keys ("validation.phone.required") into the nested tree i18next resolves. */
export function nestKeys(flat: Record<string, string>): ResourceTree {
  const tree: ResourceTree = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split(".");
    const leaf = parts.pop() ?? key;
    let node = tree;
    for (const part of parts) {
      let child = node[part];
      if (child === undefined) {
        child = {};
        node[part] = child;
      }
      if (typeof child === "string") throw new Error(`Key ${key} nests under a string`);
      node = child;
    }
    if (node[leaf] !== undefined) throw new Error(`Key ${key} is defined twice`);
    node[leaf] = value;
  }
  return tree;
}

/** Deep merge of translation trees; a key defined twice is a mistake, so it throws. */
export function mergeTrees(left: ResourceTree, right: ResourceTree, path = ""): ResourceTree {
  const merged: ResourceTree = { ...left };
  for (const [key, value] of Object.entries(right)) {
    const existing = merged[key];
    const where = path ? `${path}.${key}` : key;
    if (existing === undefined) merged[key] = value;
    else if (typeof existing !== "string" && typeof value !== "string") {
      merged[key] = mergeTrees(existing, value, where);
    } else throw new Error(`Translation key ${where} is defined twice`);
  }
  return merged;
}

/** The shared schema messages of one language, as a tree. */
export function validationTree(language: Language): ResourceTree {
  const flat: Record<string, string> = {};
  for (const [key, translations] of Object.entries(validationMessages)) {
    flat[key] = translations[language];
  }
  return nestKeys(flat);
}

/** Everything the web shows in one language: its own texts and the shared validation texts. */
export function resourcesFor(language: Language): ResourceTree {
  const features = featureMessages[language].reduce<ResourceTree>(
    (merged, messages) => mergeTrees(merged, messages as ResourceTree),
    {},
  );
  return mergeTrees(
    mergeTrees(webMessages[language] as unknown as ResourceTree, features),
    validationTree(language),
  );
}

/** Every key of a tree as a dotted path. */
export function flattenKeys(tree: ResourceTree, prefix = ""): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") keys.set(path, value);
    else for (const [child, text] of flattenKeys(value, path)) keys.set(child, text);
  }
  return keys;
}
