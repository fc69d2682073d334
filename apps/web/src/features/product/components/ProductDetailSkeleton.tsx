import { Col, Row, Skeleton } from "antd";
import { Card } from "../../../components/card/Card.tsx";
import "../pages/detail.css";
import "./product-gallery.css";

export function ProductDetailSkeleton() {
  return (
    <div className="page-container">
      <Card>
        <Row gutter={[24, 24]}>
          <Col xs={24} md={10}>
            <Skeleton.Image active className="product-gallery-skeleton" />
          </Col>
          <Col xs={24} md={14}>
            <Skeleton active paragraph={{ rows: 6 }} />
          </Col>
        </Row>
      </Card>
      <Card className="detail-section">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    </div>
  );
}
