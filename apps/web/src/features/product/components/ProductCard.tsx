import type { ProductListItem } from "@portal/shared";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { CompareToggle } from "./CompareToggle.tsx";
import { ProductImage } from "./ProductImage.tsx";
import { ProductTags } from "./ProductTags.tsx";
import "./product-card.css";

/** A product in a grid: picture, model, name, tags, summary, its boards, details and compare. */
export function ProductCard({
  product,
  childProducts = [],
}: {
  product: ProductListItem;
  /** Development boards and accessories of the product, linked under it. */
  childProducts?: ProductListItem[];
}) {
  const { t } = useTranslation();
  const detailPath = `/product/detail/${product.id}`;
  return (
    <Card className="product-card" data-testid={`product-card-${product.id}`}>
      {/* The picture repeats the model link for the mouse; keyboards reach the heading's link. */}
      <Link to={detailPath} tabIndex={-1} aria-hidden="true" className="product-card-cover">
        <ProductImage src={product.image} />
      </Link>
      <h3 className="product-card-model">
        <Link to={detailPath}>{product.model}</Link>
      </h3>
      <p className="product-card-name">{product.name}</p>
      <ProductTags product={product} />
      {product.summary ? <p className="product-card-summary">{product.summary}</p> : null}
      {childProducts.length > 0 ? (
        <div className="product-card-children">
          <span className="text-muted">{t("product.children")}</span>
          <ul>
            {childProducts.map((child) => (
              <li key={child.id}>
                <Link to={`/product/detail/${child.id}`}>{child.model}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="product-card-actions">
        <Link to={detailPath} tabIndex={-1}>
          <Button type="link" className="product-card-details">
            {t("product.card.details")}
          </Button>
        </Link>
        <CompareToggle product={product} size="small" />
      </div>
    </Card>
  );
}
