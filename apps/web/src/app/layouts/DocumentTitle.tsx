import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRouteTitleKey } from "../../components/route-handle.ts";

export function DocumentTitle() {
  const { t } = useTranslation();
  const titleKey = useRouteTitleKey();
  useEffect(() => {
    const site = t("common.siteName");
    document.title = titleKey ? t("common.documentTitle", { page: t(titleKey), site }) : site;
  }, [t, titleKey]);
  return null;
}
