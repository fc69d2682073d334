import type { ProductListItem } from "@portal/shared";
import { Col, Row } from "antd";
import { ProductCard } from "./ProductCard.tsx";
import "./product-card.css";

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
