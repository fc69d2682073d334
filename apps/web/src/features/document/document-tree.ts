import type { DocumentType, ProductTreeNode } from "@portal/shared";
import {
  allDocumentsKey,
  categoryKey,
  generalDocumentsKey,
  productKey,
  productTypeKey,
} from "./document-filters.ts";

/** A node as Ant Design's Tree takes it. */
export type DocumentTreeNode = {
  key: string;
  title: string;
  /** Category nodes only unfold; they are not a filter of their own. */
  selectable?: boolean;
  isLeaf?: boolean;
  children?: DocumentTreeNode[];
};

export type TypeCount = { type: DocumentType; count: number };

export type DocumentTreeLabels = {
  all: string;
  general: string;
  type: (type: DocumentType, count: number) => string;
};

/**
 * The document centre's tree: all documents, general documents, then each category with its
 * products and their children (development boards, accessories). An unfolded product shows
 * its document types with their counts once `typeCounts` holds them.
 */
export function buildDocumentTree(
  productTree: readonly ProductTreeNode[],
  typeCounts: ReadonlyMap<number, readonly TypeCount[]>,
  labels: DocumentTreeLabels,
): DocumentTreeNode[] {
  const productNode = (
    product: { id: number; model: string },
    childProducts: readonly { id: number; model: string }[],
  ): DocumentTreeNode => {
    const types = (typeCounts.get(product.id) ?? []).map(
      ({ type, count }): DocumentTreeNode => ({
        key: productTypeKey(product.id, type),
        title: labels.type(type, count),
        isLeaf: true,
      }),
    );
    const children = [...types, ...childProducts.map((child) => productNode(child, []))];
    return {
      key: productKey(product.id),
      title: product.model,
      // Still unfoldable while its types are unknown; once known, a product without any
      // document or child product is a leaf.
      isLeaf: typeCounts.has(product.id) && children.length === 0,
      children: children.length > 0 ? children : undefined,
    };
  };

  return [
    { key: allDocumentsKey, title: labels.all, isLeaf: true },
    { key: generalDocumentsKey, title: labels.general, isLeaf: true },
    ...productTree
      .filter((category) => category.products.length > 0)
      .map(
        (category): DocumentTreeNode => ({
          key: categoryKey(category.value),
          title: category.name,
          selectable: false,
          children: category.products.map((product) => productNode(product, product.children)),
        }),
      ),
  ];
}

/** The product ids among unfolded tree keys ("product:12"), whose types are to be counted. */
export function unfoldedProductIds(expandedKeys: readonly string[]): number[] {
  return expandedKeys.flatMap((key) => {
    const match = /^product:(\d+)$/.exec(key);
    return match ? [Number(match[1])] : [];
  });
}
