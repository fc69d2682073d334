import "./lib/zod-without-eval.ts";
import "antd/dist/reset.css";
import "./app/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/providers/AppProviders.tsx";
import { firstPageReady, router } from "./app/router.tsx";
import { i18n, loadLanguage } from "./i18n/i18n.ts";
import { useAppStore } from "./lib/app-store.ts";

async function start(container: HTMLElement) {
  const { language } = useAppStore.getState();
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  await firstPageReady;
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");
void start(container);
