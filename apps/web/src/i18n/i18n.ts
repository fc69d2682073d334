import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { useAppStore } from "../lib/app-store.ts";
import { resourcesFor } from "./resources.ts";

/** The one i18next instance; its language follows the app store's. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    "zh-CN": { translation: resourcesFor("zh-CN") },
    "en-US": { translation: resourcesFor("en-US") },
    "zh-TW": { translation: resourcesFor("zh-TW") },
  },
  lng: useAppStore.getState().language,
  fallbackLng: "zh-CN",
  supportedLngs: ["zh-CN", "en-US", "zh-TW"],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
