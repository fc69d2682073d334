import { CustomerServiceOutlined, EyeOutlined, ShoppingCartOutlined } from "@ant-design/icons";
import type { ProductDetail } from "@portal/shared";
import { Breadcrumb, Button, Card, Col, Empty, Result, Row, Skeleton, Tag } from "antd";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { HttpError } from "../../../lib/http.ts";
import { useCountProductView, useProductDetail } from "../api.ts";
import { CompareToggle } from "../components/CompareToggle.tsx";
import { CompareTray } from "../components/CompareTray.tsx";
import { ParameterTable } from "../components/ParameterTable.tsx";
import { ProductDocuments } from "../components/ProductDocuments.tsx";
import { ProductGallery } from "../components/ProductGallery.tsx";
import { ProductGrid } from "../components/ProductGrid.tsx";
import { ProductTags } from "../components/ProductTags.tsx";
import { RichDescription } from "../components/RichDescription.tsx";
import { useProductLabels } from "../product-labels.ts";
import "../product.css";

/**
 * Where "online consultation" leads. The live chat does not exist yet, so the button opens the
 * customer-service page, which will host the chat.
 */
const consultationPath = "/support/customService";

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="page-container page-narrow">
      <Card>
        <Result
          status="404"
          title={<h1 className="result-title">{t("catalogue.detail.notFound")}</h1>}
          subTitle={t("catalogue.detail.notFoundHint")}
          extra={
            <Link to="/product" tabIndex={-1}>
              <Button type="primary">{t("catalogue.detail.backToCatalogue")}</Button>
            </Link>
          }
        />
      </Card>
    </div>
  );
}

function DetailSkeleton() {
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

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="detail-section" aria-labelledby={id}>
      <Card
        title={
          <h2 id={id} className="detail-section-title">
            {title}
          </h2>
        }
      >
        {children}
      </Card>
    </section>
  );
}

/** Counts one view per visit of a product page (the server counts a visitor once a day). */
function useViewCount(product: ProductDetail | undefined): number | undefined {
  const countView = useCountProductView();
  const countedId = useRef<number | null>(null);
  const [viewCount, setViewCount] = useState<{ id: number; count: number } | null>(null);
  const { mutate } = countView;
  useEffect(() => {
    if (!product || countedId.current === product.id) return;
    countedId.current = product.id;
    const id = product.id;
    mutate(id, { onSuccess: (result) => setViewCount({ id, count: result.viewCount }) });
  }, [product, mutate]);
  if (!product) return undefined;
  return viewCount?.id === product.id ? viewCount.count : product.viewCount;
}

function Overview({ product, viewCount }: { product: ProductDetail; viewCount: number }) {
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
              {t("catalogue.detail.draft")}
            </Tag>
          ) : null}
          {product.summary ? <p className="detail-summary">{product.summary}</p> : null}
          {product.parent ? (
            <p className="detail-parent">
              <span className="text-muted">{t("catalogue.detail.belongsTo")}</span>{" "}
              <Link to={`/product/detail/${product.parent.id}`}>{product.parent.model}</Link>
            </p>
          ) : null}
          <p className="detail-views text-muted">
            <EyeOutlined aria-hidden="true" /> {t("catalogue.detail.views", { count: viewCount })}
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
                {t("catalogue.detail.buyOnline")}
              </Button>
            ) : null}
            <Link to={consultationPath} tabIndex={-1}>
              <Button icon={<CustomerServiceOutlined />}>{t("catalogue.detail.consult")}</Button>
            </Link>
          </div>
        </Col>
      </Row>
    </Card>
  );
}

/**
 * /product/detail/:id: overview, parameters, description, documents with their versions,
 * development boards and related products.
 */
export function DetailPage() {
  const { t } = useTranslation();
  const labels = useProductLabels();
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isSafeInteger(id) && id > 0;
  const detail = useProductDetail(id);
  const viewCount = useViewCount(detail.data);

  if (!validId) return <NotFound />;
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) {
    if (detail.error instanceof HttpError && detail.error.status === 404) return <NotFound />;
    return (
      <div className="page-container page-narrow">
        <Card>
          <LoadFailure
            title={t("catalogue.detail.loadFailed")}
            error={detail.error}
            onRetry={() => void detail.refetch()}
          />
        </Card>
      </div>
    );
  }

  const product = detail.data;
  return (
    <div className="page-container">
      <Breadcrumb
        className="detail-breadcrumb"
        items={[
          { key: "catalogue", title: <Link to="/product">{t("catalogue.title")}</Link> },
          {
            key: "category",
            title: (
              <Link to={`/product/menu?productType=${encodeURIComponent(product.productType)}`}>
                {labels.productType(product.productType)}
              </Link>
            ),
          },
          { key: "product", title: product.model },
        ]}
      />
      <Overview product={product} viewCount={viewCount ?? product.viewCount} />

      <Section title={t("catalogue.detail.parameters")} id="detail-parameters">
        <ParameterTable parameters={product.parameters} />
      </Section>

      <Section title={t("catalogue.detail.description")} id="detail-description">
        {product.description ? (
          <RichDescription html={product.description} />
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t("catalogue.detail.noDescription")}
          />
        )}
      </Section>

      <Section title={t("catalogue.detail.documents")} id="detail-documents">
        <ProductDocuments productId={product.id} model={product.model} />
      </Section>

      {product.children.length > 0 ? (
        <Section title={t("catalogue.detail.boards")} id="detail-boards">
          <ProductGrid products={product.children} />
        </Section>
      ) : null}

      {product.related.length > 0 ? (
        <Section title={t("catalogue.detail.related")} id="detail-related">
          <ProductGrid products={product.related} />
        </Section>
      ) : null}
      <CompareTray />
    </div>
  );
}
