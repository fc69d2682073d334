import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import "./product-not-found.css";
import { Result } from "../../../components/LazyResult.tsx";

export function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <div className="page-container page-narrow">
      <Card>
        <Result
          status="404"
          title={<h1 className="result-title">{t("product.detail.notFound")}</h1>}
          subTitle={t("product.detail.notFoundHint")}
          extra={
            <Link to="/product" tabIndex={-1}>
              <Button type="primary">{t("product.detail.backToCatalogue")}</Button>
            </Link>
          }
        />
      </Card>
    </div>
  );
}
