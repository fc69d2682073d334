import { QueryClientProvider } from "@tanstack/react-query";
import { ConfigProvider } from "antd";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n, loadedLanguage } from "../../i18n/i18n.ts";
import { antdTheme } from "../../lib/antd-theme.ts";
import { useAppStore } from "../../lib/app-store.ts";
import { queryClient } from "../../lib/query-client.ts";
import { DocumentSync } from "./DocumentSync.tsx";

/**
 * i18n, data cache and Ant Design (locale follows the language) around the whole app. The app
 * store's language is always one already loaded (main.tsx loads the first, `changeLanguage`
 * each next one before switching). Ant Design's `App` (the context-aware toasts and dialogs,
 * with the form and dialog code they pull in) wraps only the management and standalone
 * layouts; public pages toast and confirm through lib/feedback.ts, loaded when first used.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useAppStore((state) => state.language);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider locale={loadedLanguage(language).antdLocale} theme={antdTheme}>
          <DocumentSync />
          {children}
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
