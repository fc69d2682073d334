import { Spin } from "antd";
import { useTranslation } from "react-i18next";
import "./page-loading.css";

/** A centred spinner for a page whose data or code is on its way. */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={fullScreen ? "page-loading page-loading-full" : "page-loading"}>
      <Spin size="large" description={t("common.loading")} />
    </div>
  );
}
