import { Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { LightTree } from "../../../components/light-tree/LightTree.tsx";
import { useProductTree } from "../../catalogue/index.ts";
import { useDocumentsOfProducts } from "../api.ts";
import { countByType } from "../document-filters.ts";
import { useDocumentLabels } from "../document-labels.ts";
import { buildDocumentTree, type TypeCount, unfoldedProductIds } from "../document-tree.ts";

/**
 * The document centre's tree by product and type. Unfolding a product loads its documents
 * (`getProductDocuments`) to show the types it has, each with its count.
 */
export function DocumentTree({
  selectedKey,
  expandedKeys,
  onExpand,
  onSelect,
}: {
  selectedKey: string;
  expandedKeys: string[];
  onExpand: (keys: string[]) => void;
  onSelect: (key: string) => void;
}) {
  const { t } = useTranslation();
  const labels = useDocumentLabels();
  const productTree = useProductTree();
  const productIds = unfoldedProductIds(expandedKeys);
  const typeQueries = useDocumentsOfProducts(productIds);
  const typeCounts = new Map<number, TypeCount[]>();
  typeQueries.forEach((query, index) => {
    const productId = productIds[index];
    if (query.data && productId !== undefined) typeCounts.set(productId, countByType(query.data));
  });

  if (productTree.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (productTree.isError) {
    return (
      <LoadFailure
        title={t("document.errors.treeFailed")}
        error={productTree.error}
        onRetry={() => void productTree.refetch()}
      />
    );
  }

  const treeData = buildDocumentTree(productTree.data, typeCounts, {
    all: t("document.tree.all"),
    general: t("document.tree.general"),
    type: (type, count) => t("document.tree.typeCount", { type: labels.type(type), total: count }),
  });

  return (
    <LightTree
      className="document-tree"
      aria-label={t("document.tree.label")}
      treeData={treeData}
      selectedKey={selectedKey}
      expandedKeys={expandedKeys}
      onExpand={onExpand}
      // Choosing the selected node again keeps it selected rather than clearing the filter.
      onSelect={onSelect}
    />
  );
}
