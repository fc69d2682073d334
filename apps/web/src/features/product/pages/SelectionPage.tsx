import { Button, Empty, Spin } from "antd";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { Pager } from "../../../components/pager/Pager.tsx";
import { selectionPageSize, useFilterCounts, useProductList } from "../api.ts";
import { CompareTray } from "../components/CompareTray.tsx";
import { ProductGrid } from "../components/ProductGrid.tsx";
import { ProductGridSkeleton } from "../components/ProductGridSkeleton.tsx";
import { SelectionFilters } from "../components/SelectionFilters.tsx";
import {
  isNarrowed,
  type ProductSelection,
  type SelectionFilterName,
  searchFromSelection,
  selectionFromSearch,
  withFilter,
  withKeyword,
} from "../product-selection.ts";
import "./selection.css";

/**
 * /product/menu: product selection. The filters, keyword and page live in the URL query, so a
 * selection can be shared and survives reload and the back button; every change shows at once.
 */
export function SelectionPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const selection = selectionFromSearch(search);
  const list = useProductList(selection);
  const counts = useFilterCounts(selection);
  const resultsRef = useRef<HTMLElement>(null);

  // A filter or page is a step the back button returns to; typing a keyword is not.
  const show = useCallback(
    (next: ProductSelection, options: { replace?: boolean } = {}) => {
      setSearch(searchFromSelection(next), { replace: options.replace ?? false });
    },
    [setSearch],
  );
  const changeFilter = (name: SelectionFilterName, value: string | undefined) =>
    show(withFilter(selection, name, value));
  const changeKeyword = useCallback(
    (keyword: string) =>
      setSearch(
        (current) => searchFromSelection(withKeyword(selectionFromSearch(current), keyword)),
        { replace: true },
      ),
    [setSearch],
  );
  const changePage = (page: number) => {
    show({ ...selection, page });
    resultsRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  };
  const reset = () => show({ keyword: "", page: 1 });

  const data = list.data;
  // A shared link may point past the last page once products are unpublished: show the last one.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / selectionPageSize)) : 1;
  const pastTheEnd = Boolean(data && !list.isPlaceholderData && selection.page > lastPage);
  useEffect(() => {
    if (pastTheEnd) {
      setSearch(
        (current) => searchFromSelection({ ...selectionFromSearch(current), page: lastPage }),
        {
          replace: true,
        },
      );
    }
  }, [pastTheEnd, lastPage, setSearch]);

  return (
    <div className="page-container">
      <h1 className="page-title">{t("product.selection.title")}</h1>
      <p className="page-subtitle">{t("product.selection.subtitle")}</p>

      <Card
        className="selection-card"
        title={<h2 className="selection-heading">{t("product.selection.filters")}</h2>}
      >
        <SelectionFilters
          selection={selection}
          counts={counts.data}
          onFilterChange={changeFilter}
          onKeywordChange={changeKeyword}
        />
      </Card>

      <section className="selection-results" ref={resultsRef} aria-labelledby="selection-count">
        <div className="selection-results-head">
          <h2 id="selection-count" className="selection-heading" aria-live="polite">
            {data ? t("product.selection.resultCount", { count: data.total }) : null}
          </h2>
          {isNarrowed(selection) && data && data.total > 0 ? (
            <Button onClick={reset}>{t("product.selection.reset")}</Button>
          ) : null}
        </div>

        {list.isError ? (
          <LoadFailure
            title={t("product.selection.loadFailed")}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : !data ? (
          <ProductGridSkeleton count={8} />
        ) : data.total === 0 ? (
          <Empty className="selection-empty" description={t("product.selection.empty")}>
            <Button type="primary" onClick={reset}>
              {t("product.selection.reset")}
            </Button>
          </Empty>
        ) : (
          <Spin spinning={list.isPlaceholderData}>
            <ProductGrid products={data.list} />
            {data.total > selectionPageSize ? (
              <Pager
                className="selection-pagination"
                current={selection.page}
                pageSize={selectionPageSize}
                total={data.total}
                onChange={changePage}
              />
            ) : null}
          </Spin>
        )}
      </section>
      <CompareTray />
    </div>
  );
}
