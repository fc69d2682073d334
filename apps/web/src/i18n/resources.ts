import { type Language, validationMessages } from "@portal/shared";
import type { Locale } from "antd/es/locale";
import type { Messages } from "./zh-CN.ts";

/** A nested tree of translations, as i18next reads it. */
export type ResourceTree = { [key: string]: string | ResourceTree };

/** One language as the web loads it: all its texts and Ant Design's locale. */
export type LanguageBundle = { texts: ResourceTree; antdLocale: Locale };

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

/**
 * Everything the web shows in one language: the app's own texts (the shell, shared components),
 * each feature's texts (kept in the folder named after it, `i18n/<feature>/`, under one key
 * named after it too: `product.*`), and the shared validation texts.
 */
export function resourcesFor(
  language: Language,
  appMessages: Messages,
  featureMessages: Record<string, object>,
): ResourceTree {
  const features = Object.values(featureMessages).reduce<ResourceTree>(
    (merged, messages) => mergeTrees(merged, messages as ResourceTree),
    {},
  );
  return mergeTrees(
    mergeTrees(appMessages as unknown as ResourceTree, features),
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
