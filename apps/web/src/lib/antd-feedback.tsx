import { ConfigProvider, Modal, message } from "antd";
import { loadedLanguage } from "../i18n/i18n.ts";
import { antdTheme } from "./antd-theme.ts";
import { useAppStore } from "./app-store.ts";

/*
 * Ant Design's toasts and confirmation dialogs, in a chunk of their own that lib/feedback.ts
 * loads on first use: with the dialog's form and motion code they weigh about 30 KB gzipped,
 * which a first visit to a public page no longer downloads. Rendered in their own React root,
 * they get the portal's theme and the reader's language here.
 */
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider
      theme={antdTheme}
      locale={loadedLanguage(useAppStore.getState().language).antdLocale}
    >
      {children}
    </ConfigProvider>
  ),
});

export { Modal, message };
