import {
  type DocumentType,
  documentTypes,
  type Language,
  languages,
  type ProductTreeNode,
} from "@portal/shared";
import { positiveIntegerParam } from "../../lib/url-params.ts";

/** What the document centre shows; kept in the URL so a search can be shared and bookmarked. */
export type DocumentCentreFilters = {
  /** The selected product; null with `general` false means every document. */
  productId: number | null;
  /** Only the documents that belong to no product. */
  general: boolean;
  type: DocumentType | null;
  language: Language | null;
  keyword: string;
  page: number;
};

export const emptyFilters: DocumentCentreFilters = {
  productId: null,
  general: false,
  type: null,
  language: null,
  keyword: "",
  page: 1,
};

function oneOf<T extends string>(options: readonly T[], text: string | null): T | null {
  return options.find((option) => option === text) ?? null;
}

/** Reads the filters from the address; anything unknown or malformed is left out. */
export function filtersFromSearch(params: URLSearchParams): DocumentCentreFilters {
  const productId = positiveIntegerParam(params.get("productId"));
  return {
    productId,
    general: productId === null && params.get("general") === "1",
    type: oneOf(documentTypes, params.get("type")),
    language: oneOf(languages, params.get("language")),
    keyword: (params.get("keyword") ?? "").trim().slice(0, 50),
    page: positiveIntegerParam(params.get("page")) ?? 1,
  };
}

/** The address form of the filters, without the defaults. */
export function searchFromFilters(filters: DocumentCentreFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.productId !== null) params.set("productId", String(filters.productId));
  else if (filters.general) params.set("general", "1");
  if (filters.type) params.set("type", filters.type);
  if (filters.language) params.set("language", filters.language);
  if (filters.keyword) params.set("keyword", filters.keyword);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** The `queryDocument` query of the filters. */
export function searchQueryOf(filters: DocumentCentreFilters, pageSize: number) {
  return {
    keyword: filters.keyword || undefined,
    productId: filters.productId ?? undefined,
    general: filters.general || undefined,
    type: filters.type ?? undefined,
    language: filters.language ?? undefined,
    page: filters.page,
    pageSize,
  };
}

/*
 * Keys of the tree's nodes: "all", "general", "category:<type>", "product:<id>" and
 * "product:<id>:type:<documentType>" (a product's documents of one type).
 */
export const allDocumentsKey = "all";
export const generalDocumentsKey = "general";

export function productKey(productId: number): string {
  return `product:${productId}`;
}

export function productTypeKey(productId: number, type: DocumentType): string {
  return `product:${productId}:type:${type}`;
}

export function categoryKey(category: string): string {
  return `category:${category}`;
}

/** The tree node the filters select. */
export function selectedTreeKey(filters: DocumentCentreFilters): string {
  if (filters.productId !== null) {
    return filters.type
      ? productTypeKey(filters.productId, filters.type)
      : productKey(filters.productId);
  }
  return filters.general ? generalDocumentsKey : allDocumentsKey;
}

/**
 * The filters after choosing a tree node: the scope (and, on a type node, the type) change,
 * the keyword and language stay, the page goes back to 1. A category node only unfolds: null.
 */
export function filtersForTreeKey(
  key: string,
  current: DocumentCentreFilters,
): DocumentCentreFilters | null {
  const base = { ...current, page: 1 };
  if (key === allDocumentsKey) return { ...base, productId: null, general: false };
  if (key === generalDocumentsKey) return { ...base, productId: null, general: true };
  const match = /^product:(\d+)(?::type:(\w+))?$/.exec(key);
  if (!match) return null;
  const productId = Number(match[1]);
  const type = match[2] ? oneOf(documentTypes, match[2]) : null;
  return { ...base, productId, general: false, type };
}

/** How many documents of each type a product has, in the order of the shared type list. */
export function countByType(items: readonly { type: DocumentType }[]) {
  const counts = new Map<DocumentType, number>();
  for (const item of items) counts.set(item.type, (counts.get(item.type) ?? 0) + 1);
  return documentTypes
    .filter((type) => counts.has(type))
    .map((type) => ({ type, count: counts.get(type) ?? 0 }));
}

/** The model of a product of the tree (parents and children alike), for the page's heading. */
export function productModelIn(tree: readonly ProductTreeNode[], productId: number): string | null {
  for (const category of tree) {
    for (const product of category.products) {
      if (product.id === productId) return product.model;
      const child = product.children.find((candidate) => candidate.id === productId);
      if (child) return child.model;
    }
  }
  return null;
}

/** The keys of the nodes to unfold so that a product's node is visible. */
export function ancestorKeysOf(tree: readonly ProductTreeNode[], productId: number): string[] {
  for (const category of tree) {
    for (const product of category.products) {
      if (product.id === productId) return [categoryKey(category.value)];
      if (product.children.some((child) => child.id === productId)) {
        return [categoryKey(category.value), productKey(product.id)];
      }
    }
  }
  return [];
}
