import { clientStorageKeys, type Language } from "@portal/shared";
import { i18n } from "../i18n/i18n.ts";
import { useAppStore } from "./app-store.ts";

/** Switches the interface language and remembers it as the user's preference. */
export function changeLanguage(language: Language): void {
  try {
    localStorage.setItem(clientStorageKeys.language, language);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
  useAppStore.getState().setLanguage(language);
  void i18n.changeLanguage(language);
}
