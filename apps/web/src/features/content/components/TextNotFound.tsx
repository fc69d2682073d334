import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Result } from "../../../components/LazyResult.tsx";

export function TextNotFound() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t("content.detail.notFound")}
      extra={
        <Link to="/home">
          <Button type="primary">{t("content.detail.backHome")}</Button>
        </Link>
      }
    />
  );
}
