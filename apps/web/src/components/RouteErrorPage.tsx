import { CloseCircleFilled } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import "./route-error-page.css";

/**
 * Shown when a route fails to render or its code fails to load (e.g. after a deploy). Part of
 * every page's first load, so it is plain markup rather than Ant Design's Result, whose
 * illustrations weigh 10 KB gzipped.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container page-narrow route-error-page" role="alert">
      <CloseCircleFilled className="route-error-page-icon" aria-hidden />
      <h1>{t("errorPage.title")}</h1>
      <p>{t("errorPage.description")}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t("errorPage.reload")}
      </Button>
    </div>
  );
}
