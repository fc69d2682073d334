import { FilterOutlined } from "@ant-design/icons";
import { type ProductTreeNode, productTypes } from "@portal/shared";
import { Button, Empty } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { useAppStore } from "../../../lib/app-store.ts";
import { primeQueries } from "../../../lib/prime-queries.ts";
import { useAfterFirstPaint } from "../../../lib/use-after-first-paint.ts";
import { catalogueQueries, useProductTree } from "../../catalogue/index.ts";
import { CompareTray } from "../components/CompareTray.tsx";
import { ProductGrid } from "../components/ProductGrid.tsx";
import { ProductGridSkeleton } from "../components/ProductGridSkeleton.tsx";
import { cardsPerSection, firstPaintCards } from "../first-screen-cards.ts";
import { useProductLabels } from "../product-labels.ts";
import "./catalogue.css";

/** The product tree, asked for before the page draws. */
export const catalogueLoader = primeQueries(() => [
  catalogueQueries.tree(useAppStore.getState().language),
]);

function sectionId(category: string): string {
  return `category-${category.replace(/[^A-Za-z0-9]/g, "")}`;
}

/** Moves to a category's section and its heading (for keyboards and screen readers too). */
function jumpTo(category: string) {
  const heading = document.getElementById(sectionId(category));
  heading?.scrollIntoView({ behavior: "smooth", block: "start" });
  heading?.focus({ preventScroll: true });
}

/** /product: every category with its published products, each empty category saying so. */
export function CataloguePage() {
  const { t } = useTranslation();
  const labels = useProductLabels();
  const tree = useProductTree();
  // Every category appears, in the catalogue's order, even if the server leaves one out.
  const categories: ProductTreeNode[] = productTypes.map(
    (value) =>
      tree.data?.find((node) => node.value === value) ?? { value, name: value, products: [] },
  );
  // The cards of the first two screens first, the others once those are painted.
  const [firstPaintBudget] = useState(() => firstPaintCards(window.innerWidth, window.innerHeight));
  const everyCard = useAfterFirstPaint();
  const shownCards = everyCard
    ? null
    : cardsPerSection(
        categories.map((category) => category.products.length),
        firstPaintBudget,
      );

  return (
    <div className="page-container">
      <div className="catalogue-head">
        <div>
          <h1 className="page-title">{t("product.title")}</h1>
          <p className="page-subtitle">{t("product.subtitle")}</p>
        </div>
        <Link to="/product/menu" tabIndex={-1}>
          <Button type="primary" icon={<FilterOutlined />}>
            {t("product.toSelection")}
          </Button>
        </Link>
      </div>

      <nav className="catalogue-categories" aria-label={t("product.categoryNavigation")}>
        {categories.map((category) => (
          <Button key={category.value} onClick={() => jumpTo(category.value)}>
            {labels.productType(category.value)}
            <span className="catalogue-category-count">
              {tree.isSuccess ? `(${category.products.length})` : null}
            </span>
          </Button>
        ))}
      </nav>

      {tree.isError ? (
        <LoadFailure
          title={t("product.loadFailed")}
          error={tree.error}
          onRetry={() => void tree.refetch()}
        />
      ) : (
        categories.map((category, index) => (
          <section
            key={category.value}
            className="catalogue-section"
            aria-labelledby={sectionId(category.value)}
          >
            <h2 className="catalogue-section-title" id={sectionId(category.value)} tabIndex={-1}>
              {labels.productType(category.value)}
              {tree.isSuccess ? (
                <span className="catalogue-section-count">
                  {t("product.productCount", { count: category.products.length })}
                </span>
              ) : null}
            </h2>
            {tree.isPending ? (
              <ProductGridSkeleton count={4} />
            ) : category.products.length === 0 ? (
              <Empty
                className="catalogue-empty"
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t("product.emptyCategory")}
              />
            ) : (
              <ProductGrid
                products={
                  shownCards ? category.products.slice(0, shownCards[index]) : category.products
                }
              />
            )}
          </section>
        ))
      )}
      <CompareTray />
    </div>
  );
}
