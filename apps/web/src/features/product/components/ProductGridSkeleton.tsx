import { Col, Row, Skeleton } from "antd";
import "./product-card.css";

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
