import { ApartmentOutlined } from "@ant-design/icons";
import { Button, Empty, Grid, Skeleton } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { SearchField } from "../../../components/search-field/SearchField.tsx";
import { useAppStore } from "../../../lib/app-store.ts";
import { lazyDialog } from "../../../lib/lazy-dialog.tsx";
import { primeQueries } from "../../../lib/prime-queries.ts";
import { catalogueQueries, useProductTree } from "../../catalogue/index.ts";
import { documentQueries, useDocumentSearch } from "../api.ts";
import { DocumentFacetFilters } from "../components/DocumentFacetFilters.tsx";
import { DocumentTable } from "../components/DocumentTable.tsx";
import { DocumentTree } from "../components/DocumentTree.tsx";
import {
  ancestorKeysOf,
  type DocumentCentreFilters,
  emptyFilters,
  filtersForTreeKey,
  filtersFromSearch,
  productKey,
  productModelIn,
  searchFromFilters,
  searchQueryOf,
  selectedTreeKey,
} from "../document-filters.ts";
import "../components/document-toolbar.css";
import "./document-centre.css";
import { useDocumentLabels } from "../document-labels.ts";

const pageSize = 10;

/** The product tree and the address's page of documents, asked for before the page draws. */
export const documentCentreLoader = primeQueries(({ request }) => {
  const { language, token } = useAppStore.getState();
  const filters = filtersFromSearch(new URL(request.url).searchParams);
  return [
    catalogueQueries.tree(language),
    documentQueries.search(token, searchQueryOf(filters, pageSize)),
  ];
});

// Ant Design's Drawer loads when a phone first opens the tree.
const TreeDrawer = lazyDialog(() =>
  import("../components/TreeDrawer.tsx").then((module) => module.TreeDrawer),
);

/** The heading over the list: which part of the tree is shown. */
function useScopeTitle(filters: DocumentCentreFilters): string {
  const { t } = useTranslation();
  const labels = useDocumentLabels();
  const tree = useProductTree();
  let scope = t("document.tree.all");
  if (filters.general) scope = t("document.tree.general");
  if (filters.productId !== null) {
    scope =
      productModelIn(tree.data ?? [], filters.productId) ??
      t("document.centre.productNumber", { id: filters.productId });
  }
  return filters.type ? `${scope} · ${labels.type(filters.type)}` : scope;
}

/**
 * /product/document: the document centre. A tree by product and type beside a searchable,
 * paged list (keyword, type, language); every filter lives in the URL so a search can be shared.
 */
export function DocumentCentrePage() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const wide = screens.lg === true;
  const signedIn = useAppStore((state) => state.token) !== null;
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const productTree = useProductTree();
  const search = useDocumentSearch(searchQueryOf(filters, pageSize));
  const [keyword, setKeyword] = useState(filters.keyword);
  const [treeOpen, setTreeOpen] = useState(false);
  const [expandedKeys, setExpandedKeys] = useState<string[]>([]);
  const scopeTitle = useScopeTitle(filters);

  // A product chosen by the address (a shared link, the product page) is unfolded in the tree.
  useEffect(() => {
    if (filters.productId === null || !productTree.data) return;
    const path = [
      ...ancestorKeysOf(productTree.data, filters.productId),
      productKey(filters.productId),
    ];
    setExpandedKeys((current) => [...new Set([...current, ...path])]);
  }, [filters.productId, productTree.data]);

  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);

  const apply = (next: DocumentCentreFilters) => setParams(searchFromFilters(next));
  const filtered =
    filters.keyword !== "" ||
    filters.type !== null ||
    filters.language !== null ||
    filters.productId !== null ||
    filters.general;

  const tree = (
    <DocumentTree
      selectedKey={selectedTreeKey(filters)}
      expandedKeys={expandedKeys}
      onExpand={setExpandedKeys}
      onSelect={(key) => {
        const next = filtersForTreeKey(key, filters);
        if (!next) return;
        if (next.productId !== null) {
          setExpandedKeys((current) => [...new Set([...current, productKey(next.productId ?? 0)])]);
        }
        apply(next);
        setTreeOpen(false);
      }}
    />
  );

  let results: React.ReactNode;
  if (search.isPending) results = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (search.isError) {
    results = (
      <LoadFailure
        title={t("document.errors.loadFailed")}
        error={search.error}
        onRetry={() => void search.refetch()}
      />
    );
  } else {
    results = (
      <DocumentTable
        documents={search.data.list}
        total={search.data.total}
        page={filters.page}
        pageSize={pageSize}
        loading={search.isFetching}
        signedIn={signedIn}
        onPageChange={(page) => apply({ ...filters, page })}
        empty={
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={filtered ? t("document.centre.noMatch") : t("document.centre.empty")}
          >
            {filtered ? (
              <Button
                onClick={() => {
                  setKeyword("");
                  apply(emptyFilters);
                }}
              >
                {t("document.centre.clearFilters")}
              </Button>
            ) : null}
          </Empty>
        }
      />
    );
  }

  return (
    <div className="page-container document-centre">
      <h1 className="page-title">{t("document.centre.title")}</h1>
      <p className="page-subtitle">{t("document.centre.subtitle")}</p>
      <div className="document-centre-body">
        {wide ? (
          <Card className="document-centre-tree" title={t("document.tree.title")} size="small">
            {tree}
          </Card>
        ) : null}
        <Card className="document-centre-results">
          <search className="document-toolbar" aria-label={t("document.centre.searchLabel")}>
            {wide ? null : (
              <Button icon={<ApartmentOutlined aria-hidden />} onClick={() => setTreeOpen(true)}>
                {t("document.tree.open")}
              </Button>
            )}
            <SearchField
              className="document-toolbar-keyword"
              value={keyword}
              onChange={setKeyword}
              onSearch={(value) => apply({ ...filters, keyword: value.trim(), page: 1 })}
              placeholder={t("document.centre.keywordPlaceholder")}
              aria-label={t("document.centre.keywordLabel")}
              maxLength={50}
            />
            <DocumentFacetFilters
              type={filters.type}
              language={filters.language}
              onTypeChange={(type) => apply({ ...filters, type, page: 1 })}
              onLanguageChange={(language) => apply({ ...filters, language, page: 1 })}
            />
          </search>
          <h2 className="document-scope-title" data-testid="document-scope">
            {scopeTitle}
          </h2>
          {results}
        </Card>
      </div>
      {wide ? null : (
        <TreeDrawer
          open={treeOpen}
          onClose={() => setTreeOpen(false)}
          title={t("document.tree.title")}
        >
          {tree}
        </TreeDrawer>
      )}
    </div>
  );
}
