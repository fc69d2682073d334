import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration } from "react-router";
import { useRouteTitleKey } from "../../components/route-handle.ts";
import { NavigationProgress } from "../guards/NavigationProgress.tsx";

function DocumentTitle() {
  const { t } = useTranslation();
  const titleKey = useRouteTitleKey();
  useEffect(() => {
    const site = t("common.siteName");
    document.title = titleKey ? t("common.documentTitle", { page: t(titleKey), site }) : site;
  }, [t, titleKey]);
  return null;
}

/** Above every layout: the navigation bar, the document title and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <DocumentTitle />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
