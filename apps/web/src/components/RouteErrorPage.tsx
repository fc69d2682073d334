import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";

/** Shown when a route fails to render or its code fails to load (e.g. after a deploy). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container page-narrow">
      <Result
        status="error"
        title={t("errorPage.title")}
        subTitle={t("errorPage.description")}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t("errorPage.reload")}
          </Button>
        }
      />
    </div>
  );
}
