import type { ProductListItem } from "@portal/shared";
import { Col, Row, Skeleton } from "antd";
import { ProductCard } from "./ProductCard.tsx";

type GridProduct = ProductListItem & { children?: ProductListItem[] };

/** Product cards, four to a row on wide screens and one on phones. */
export function ProductGrid({ products }: { products: GridProduct[] }) {
  return (
    <Row gutter={[16, 16]} className="product-grid">
      {products.map((product) => (
        <Col key={product.id} xs={24} sm={12} lg={8} xl={6}>
          <ProductCard product={product} childProducts={product.children} />
        </Col>
      ))}
    </Row>
  );
}

/** The grid's shape while the products are on their way. */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <Row gutter={[16, 16]} className="product-grid">
      {Array.from({ length: count }, (_, index) => (
        // The placeholders have no identity of their own: the position is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Col key={index} xs={24} sm={12} lg={8} xl={6}>
          <div className="product-card-skeleton">
            <Skeleton.Image active className="product-card-skeleton-image" />
            <Skeleton active paragraph={{ rows: 3 }} />
          </div>
        </Col>
      ))}
    </Row>
  );
}
