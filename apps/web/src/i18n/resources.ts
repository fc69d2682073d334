import { type Language, validationMessages } from "@portal/shared";
import { accountEnUS } from "./account/en-US.ts";
import { accountZhCN } from "./account/zh-CN.ts";
import { accountZhTW } from "./account/zh-TW.ts";
import { documentEnUS } from "./document/en-US.ts";
import { documentZhCN } from "./document/zh-CN.ts";
import { documentZhTW } from "./document/zh-TW.ts";
import { editorEnUS } from "./editor/en-US.ts";
import { editorZhCN } from "./editor/zh-CN.ts";
import { editorZhTW } from "./editor/zh-TW.ts";
import { enUS } from "./en-US.ts";
import { homeEnUS } from "./home/en-US.ts";
import { homeZhCN } from "./home/zh-CN.ts";
import { homeZhTW } from "./home/zh-TW.ts";
import { productEnUS } from "./product/en-US.ts";
import { productZhCN } from "./product/zh-CN.ts";
import { productZhTW } from "./product/zh-TW.ts";
import { type Messages, zhCN } from "./zh-CN.ts";
import { zhTW } from "./zh-TW.ts";

/** A nested tree of translations, as i18next reads it. */
export type ResourceTree = { [key: string]: string | ResourceTree };

/** The app's own texts: the shell (navigation, routes, errors) and the shared components. */
const appMessages: Record<Language, Messages> = { "zh-CN": zhCN, "en-US": enUS, "zh-TW": zhTW };

/**
 * Each feature keeps its texts in the folder named after it (`i18n/<feature>/`), under one
 * key named after it too (`product.*` in `i18n/product/`), merged in here.
 */
export const featureMessages: Record<Language, Record<string, object>> = {
  "zh-CN": {
    account: accountZhCN,
    document: documentZhCN,
    editor: editorZhCN,
    home: homeZhCN,
    product: productZhCN,
  },
  "en-US": {
    account: accountEnUS,
    document: documentEnUS,
    editor: editorEnUS,
    home: homeEnUS,
    product: productEnUS,
  },
  "zh-TW": {
    account: accountZhTW,
    document: documentZhTW,
    editor: editorZhTW,
    home: homeZhTW,
    product: productZhTW,
  },
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
function mergeTrees(left: ResourceTree, right: ResourceTree, path = ""): ResourceTree {
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
function validationTree(language: Language): ResourceTree {
  const flat: Record<string, string> = {};
  for (const [key, translations] of Object.entries(validationMessages)) {
    flat[key] = translations[language];
  }
  return nestKeys(flat);
}

/** Everything the web shows in one language: its own texts and the shared validation texts. */
export function resourcesFor(language: Language): ResourceTree {
  const features = Object.values(featureMessages[language]).reduce<ResourceTree>(
    (merged, messages) => mergeTrees(merged, messages as ResourceTree),
    {},
  );
  return mergeTrees(
    mergeTrees(appMessages[language] as unknown as ResourceTree, features),
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
