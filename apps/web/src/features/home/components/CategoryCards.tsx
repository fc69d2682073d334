import {
  AppstoreOutlined,
  CarOutlined,
  CloudServerOutlined,
  ExperimentOutlined,
  RocketOutlined,
  WifiOutlined,
} from "@ant-design/icons";
import { Col, Row, Skeleton, Tag } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { useProductTree } from "../api.ts";
import { type ProductCategoryKey, productCategories } from "../home-content.ts";

const icons: Record<ProductCategoryKey, ReactNode> = {
  g2: <WifiOutlined />,
  g4: <CloudServerOutlined />,
  nbiot: <AppstoreOutlined />,
  g5: <RocketOutlined />,
  devBoard: <ExperimentOutlined />,
  terminal: <CarOutlined />,
};

/**
 * The six product categories, each opening the product selection on its category, with the
 * published models of the catalogue (their sub-products left out).
 */
export function CategoryCards() {
  const { t } = useTranslation();
  const tree = useProductTree();
  const modelsOf = (productType: string) =>
    tree.data
      ?.find((node) => node.value === productType)
      ?.products.map((product) => product.model) ?? [];
  return (
    <section className="home-section" aria-labelledby="home-categories-title">
      <div className="home-section-head">
        <h2 id="home-categories-title">{t("home.categories.title")}</h2>
        <p>{t("home.categories.subtitle")}</p>
      </div>
      <Row gutter={[16, 16]}>
        {productCategories.map((category) => (
          <Col key={category.key} xs={24} sm={12} lg={8}>
            <Link
              to={`/product/menu?productType=${encodeURIComponent(category.productType)}`}
              className="card-link"
              data-testid={`category-${category.key}`}
            >
              <Card hoverable className="category-card">
                <div className="category-card-icon" aria-hidden="true">
                  {icons[category.key]}
                </div>
                <h3>{t(`home.categories.${category.key}.name`)}</h3>
                <p>{t(`home.categories.${category.key}.description`)}</p>
                {tree.isPending ? (
                  <Skeleton.Input active size="small" />
                ) : modelsOf(category.productType).length > 0 ? (
                  <div
                    className="category-card-models"
                    data-testid={`category-models-${category.key}`}
                  >
                    <span className="text-muted">{t("home.categories.models")}</span>
                    {modelsOf(category.productType).map((model) => (
                      <Tag key={model}>{model}</Tag>
                    ))}
                  </div>
                ) : null}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      <div className="home-section-more">
        <Link to="/product">{t("home.categories.viewAll")} →</Link>
      </div>
    </section>
  );
}
