import { ExperimentOutlined } from "@ant-design/icons";
import type { ProductDetail } from "@portal/shared";
import { Button, Empty, Flex, Skeleton } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Breadcrumbs } from "../../../components/Breadcrumbs.tsx";
import { Card } from "../../../components/card/Card.tsx";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { useAppStore } from "../../../lib/app-store.ts";
import { HttpError } from "../../../lib/http.ts";
import { lazySection } from "../../../lib/lazy-section.tsx";
import { primeQueries } from "../../../lib/prime-queries.ts";
import { positiveIntegerParam } from "../../../lib/url-params.ts";
import { documentQueries } from "../../document/index.ts";
import { ShareButton } from "../../sharing/index.ts";
import { productQueries, useCountProductView, useProductDetail } from "../api.ts";
import { CompareTray } from "../components/CompareTray.tsx";
import { DetailSection } from "../components/DetailSection.tsx";
import { ParameterTable } from "../components/ParameterTable.tsx";
import { ProductDetailSkeleton } from "../components/ProductDetailSkeleton.tsx";
import { ProductNotFound } from "../components/ProductNotFound.tsx";
import { ProductOverview } from "../components/ProductOverview.tsx";
import { useProductLabels } from "../product-labels.ts";
import "./detail.css";

/** The product and its documents, asked for before the page draws. */
export const detailLoader = primeQueries(({ params }) => {
  const id = positiveIntegerParam(params.id ?? null);
  if (id === null) return [];
  const { language, token } = useAppStore.getState();
  return [productQueries.detail(language, id), documentQueries.ofProduct(token, id)];
});

// The sections below the overview, out of a phone's first screen: their code comes once the
// page has drawn (the description's purifier, the documents' downloads, the product cards).
const RichDescription = lazySection(
  () => import("../components/RichDescription.tsx").then((m) => m.RichDescription),
  <Skeleton active title={false} paragraph={{ rows: 3 }} />,
);
const ProductDocuments = lazySection(
  () => import("../components/ProductDocuments.tsx").then((m) => m.ProductDocuments),
  <Skeleton active paragraph={{ rows: 4 }} />,
);
const ProductGrid = lazySection(
  () => import("../components/ProductGrid.tsx").then((m) => m.ProductGrid),
  <Skeleton active paragraph={{ rows: 2 }} />,
);

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

  if (!validId) return <ProductNotFound />;
  if (detail.isPending) return <ProductDetailSkeleton />;
  if (detail.isError) {
    if (detail.error instanceof HttpError && detail.error.status === 404)
      return <ProductNotFound />;
    return (
      <div className="page-container page-narrow">
        <Card>
          <LoadFailure
            title={t("product.detail.loadFailed")}
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
      <Breadcrumbs
        className="detail-breadcrumb"
        items={[
          { key: "catalogue", title: <Link to="/product">{t("product.title")}</Link> },
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
      <ProductOverview product={product} viewCount={viewCount ?? product.viewCount} />
      <Flex justify="end" gap={8} wrap style={{ marginTop: 12 }}>
        <ShareButton
          title={`${product.model} ${product.name}`}
          description={product.summary}
          image={product.image}
        />
        <Button
          href={`#/samples?productId=${product.id}`}
          icon={<ExperimentOutlined aria-hidden />}
          data-testid="apply-for-samples"
        >
          {t("nav.samples")}
        </Button>
      </Flex>

      <DetailSection title={t("product.detail.parameters")} id="detail-parameters">
        <ParameterTable parameters={product.parameters} />
      </DetailSection>

      <DetailSection title={t("product.detail.description")} id="detail-description">
        {product.description ? (
          <RichDescription html={product.description} />
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t("product.detail.noDescription")}
          />
        )}
      </DetailSection>

      <DetailSection title={t("product.detail.documents")} id="detail-documents">
        <ProductDocuments productId={product.id} model={product.model} />
      </DetailSection>

      {product.children.length > 0 ? (
        <DetailSection title={t("product.detail.boards")} id="detail-boards">
          <ProductGrid products={product.children} />
        </DetailSection>
      ) : null}

      {product.related.length > 0 ? (
        <DetailSection title={t("product.detail.related")} id="detail-related">
          <ProductGrid products={product.related} />
        </DetailSection>
      ) : null}
      <CompareTray />
    </div>
  );
}
