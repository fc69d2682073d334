import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRouteTitleKey } from "../../components/route-handle.ts";
import { useSiteName } from "../../features/parameter/index.ts";

export function DocumentTitle() {
  const { t } = useTranslation();
  const titleKey = useRouteTitleKey();
  const site = useSiteName();
  useEffect(() => {
    document.title = titleKey ? t("common.documentTitle", { page: t(titleKey), site }) : site;
  }, [t, titleKey, site]);
  return null;
}
