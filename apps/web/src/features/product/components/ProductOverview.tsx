import { CustomerServiceOutlined, EyeOutlined, ShoppingCartOutlined } from "@ant-design/icons";
import type { ProductDetail } from "@portal/shared";
import { Button, Col, Row, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { CompareToggle } from "./CompareToggle.tsx";
import { ProductGallery } from "./ProductGallery.tsx";
import { ProductTags } from "./ProductTags.tsx";
import "../pages/detail.css";

/**
 * Where "online consultation" leads. The live chat does not exist yet, so the button opens the
 * customer-service page, which will host the chat.
 */
const consultationPath = "/support/customService";

export function ProductOverview({
  product,
  viewCount,
}: {
  product: ProductDetail;
  viewCount: number;
}) {
  const { t } = useTranslation();
  return (
    <Card className="detail-overview">
      <Row gutter={[32, 24]}>
        <Col xs={24} md={10}>
          <ProductGallery images={product.images} model={product.model} />
        </Col>
        <Col xs={24} md={14}>
          <h1 className="page-title detail-model">{product.model}</h1>
          <p className="detail-name">{product.name}</p>
          <ProductTags product={product} />
          {product.status === "draft" ? (
            <Tag color="warning" className="detail-draft">
              {t("product.detail.draft")}
            </Tag>
          ) : null}
          {product.summary ? <p className="detail-summary">{product.summary}</p> : null}
          {product.parent ? (
            <p className="detail-parent">
              <span className="text-muted">{t("product.detail.belongsTo")}</span>{" "}
              <Link to={`/product/detail/${product.parent.id}`}>{product.parent.model}</Link>
            </p>
          ) : null}
          <p className="detail-views text-muted">
            <EyeOutlined aria-hidden="true" /> {t("product.detail.views", { count: viewCount })}
          </p>
          <div className="detail-actions">
            <CompareToggle product={product} />
            {product.buyUrl ? (
              <Button
                type="primary"
                icon={<ShoppingCartOutlined />}
                href={product.buyUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t("product.detail.buyOnline")}
              </Button>
            ) : null}
            <Link to={consultationPath} tabIndex={-1}>
              <Button icon={<CustomerServiceOutlined />}>{t("product.detail.consult")}</Button>
            </Link>
          </div>
        </Col>
      </Row>
    </Card>
  );
}
