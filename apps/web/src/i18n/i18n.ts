import type { Language } from "@portal/shared";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import type { LanguageBundle } from "./resources.ts";

/** The one i18next instance; its language follows the app store's. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  // Every key exists in every language (resources.test.ts): no other language to fall back on.
  fallbackLng: false,
  supportedLngs: ["zh-CN", "en-US", "zh-TW"],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Each language is a chunk of its own: a visitor downloads the texts of one language only. */
const bundleLoaders: Record<Language, () => Promise<LanguageBundle>> = {
  "zh-CN": () => import("./languages/zh-CN.ts").then((module) => module.zhCNBundle),
  "en-US": () => import("./languages/en-US.ts").then((module) => module.enUSBundle),
  "zh-TW": () => import("./languages/zh-TW.ts").then((module) => module.zhTWBundle),
};

const loadedBundles = new Map<Language, LanguageBundle>();

/** Loads a language's texts (once) and hands them to i18next. */
export async function loadLanguage(language: Language): Promise<LanguageBundle> {
  const loaded = loadedBundles.get(language);
  if (loaded) return loaded;
  const bundle = await bundleLoaders[language]();
  i18n.addResourceBundle(language, "translation", bundle.texts);
  loadedBundles.set(language, bundle);
  return bundle;
}

/** A language loaded before: the app switches to a language only once it has loaded it. */
export function loadedLanguage(language: Language): LanguageBundle {
  const bundle = loadedBundles.get(language);
  if (!bundle) throw new Error(`The ${language} texts are not loaded yet`);
  return bundle;
}
