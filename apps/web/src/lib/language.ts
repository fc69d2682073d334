import { clientStorageKeys, type Language } from "@portal/shared";
import { i18n, loadLanguage } from "../i18n/i18n.ts";
import { useAppStore } from "./app-store.ts";
import { showError } from "./feedback.ts";
import { queryClient } from "./query-client.ts";

/**
 * Switches the interface language and remembers it as the user's preference. The new
 * language's texts load first, so the page never shows a half-translated moment; if they cannot
 * load, the page stays in its language and says so.
 */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    await loadLanguage(language);
  } catch {
    showError(i18n.t("common.languageLoadFailed"));
    return;
  }
  try {
    localStorage.setItem(clientStorageKeys.language, language);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
  useAppStore.getState().setLanguage(language);
  await i18n.changeLanguage(language);
  // Content comes in the reader's language: what was read in the other one is read again.
  await queryClient.invalidateQueries();
}
