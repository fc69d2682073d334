import type { Language } from "@portal/shared";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { importFeatureTexts, type LazyTexts } from "./feature-texts.ts";
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

/** Every feature whose texts a page has asked for: a switch of language loads them again. */
const wantedTexts = new Set<LazyTexts>();
/** Each language's feature texts, loaded or on their way. */
const featureTexts = new Map<Language, Map<LazyTexts, Promise<void>>>();
/** The language being loaded for a switch: a page loading meanwhile needs its texts in it too. */
let languageComing: Language | null = null;

i18n.on("languageChanged", (language) => {
  if (language === languageComing) languageComing = null;
});

function loadTextsIn(language: Language, folders: readonly LazyTexts[]): Promise<unknown> {
  let loaded = featureTexts.get(language);
  if (!loaded) {
    loaded = new Map();
    featureTexts.set(language, loaded);
  }
  const inLanguage = loaded;
  return Promise.all(
    folders.map((folder) => {
      const known = inLanguage.get(folder);
      if (known) return known;
      const loading = importFeatureTexts(folder, language).then(
        (tree) => {
          i18n.addResourceBundle(language, "translation", tree, true, true);
        },
        (error: unknown) => {
          inLanguage.delete(folder);
          throw error;
        },
      );
      inLanguage.set(folder, loading);
      return loading;
    }),
  );
}

/**
 * Loads the texts of features kept out of the language chunks (`feature-texts.ts`) in
 * `language` only, the reader's: a route's loader awaits them with its page. They are loaded
 * in every language the reader switches to afterwards, before the switch shows.
 */
export async function loadFeatureTexts(
  folders: readonly LazyTexts[],
  language: Language,
): Promise<void> {
  for (const folder of folders) wantedTexts.add(folder);
  const inLanguages = new Set([language, ...(languageComing ? [languageComing] : [])]);
  await Promise.all([...inLanguages].map((each) => loadTextsIn(each, folders)));
}

/**
 * Loads a language's texts (once) and hands them to i18next, with the texts of every feature
 * loaded so far in another language: once it resolves, switching shows no key raw.
 */
export async function loadLanguage(language: Language): Promise<LanguageBundle> {
  languageComing = language;
  try {
    let bundle = loadedBundles.get(language);
    if (!bundle) {
      bundle = await bundleLoaders[language]();
      i18n.addResourceBundle(language, "translation", bundle.texts, true, true);
      loadedBundles.set(language, bundle);
    }
    // A page may ask for more while these load: until nothing new is wanted.
    let folders: LazyTexts[];
    do {
      folders = [...wantedTexts];
      await loadTextsIn(language, folders);
    } while (wantedTexts.size > folders.length);
    return bundle;
  } catch (error) {
    if (languageComing === language) languageComing = null;
    throw error;
  }
}

/** A language loaded before: the app switches to a language only once it has loaded it. */
export function loadedLanguage(language: Language): LanguageBundle {
  const bundle = loadedBundles.get(language);
  if (!bundle) throw new Error(`The ${language} texts are not loaded yet`);
  return bundle;
}
