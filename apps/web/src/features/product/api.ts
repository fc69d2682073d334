import type {
  CompareResponse,
  DocumentItem,
  Page,
  ProductDetail,
  ProductFilterCounts,
  ProductListItem,
  ProductTreeNode,
} from "@portal/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAppStore } from "../../lib/app-store.ts";
import { http } from "../../lib/http.ts";
import { localizedProductPath } from "./localized-path.ts";
import type { ProductSelection } from "./product-selection.ts";

/** How many products a page of the selection shows (three or four to a row). */
export const selectionPageSize = 12;

/** Answers depend on the interface language (names, summaries) and, for documents, on the session. */
export const productKeys = {
  tree: (language: string) => ["product", "tree", language] as const,
  list: (language: string, selection: ProductSelection) =>
    ["product", "list", language, selection] as const,
  filterCounts: (selection: Omit<ProductSelection, "page">) =>
    ["product", "filterCounts", selection] as const,
  detail: (language: string, id: number) => ["product", "detail", language, id] as const,
  compare: (language: string, ids: readonly number[]) =>
    ["product", "compare", language, ids] as const,
  search: (language: string, keyword: string) => ["product", "search", language, keyword] as const,
  documents: (language: string, productId: number, token: string | null) =>
    ["product", "documents", language, productId, token] as const,
};

function filtersQuery(selection: Omit<ProductSelection, "page">) {
  return {
    productType: selection.productType,
    networkSystem: selection.networkSystem,
    packageType: selection.packageType,
    keyword: selection.keyword.trim(),
  };
}

/** GET /api/product/getProductTree: every category with its published products. */
export function useProductTree() {
  const language = useAppStore((state) => state.language);
  return useQuery({
    queryKey: productKeys.tree(language),
    queryFn: ({ signal }) =>
      http.get<ProductTreeNode[]>("/api/product/getProductTree", { signal, quiet: true }),
    // Switching the language keeps the page in place while the translated tree loads.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/product/getList: one page of the selection; the previous page stays while the next loads. */
export function useProductList(selection: ProductSelection) {
  const language = useAppStore((state) => state.language);
  return useQuery({
    queryKey: productKeys.list(language, selection),
    queryFn: ({ signal }) =>
      http.get<Page<ProductListItem>>("/api/product/getList", {
        query: { ...filtersQuery(selection), page: selection.page, pageSize: selectionPageSize },
        signal,
        quiet: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/product/getFilterCounts: how many products each filter option would leave. */
export function useFilterCounts(selection: ProductSelection) {
  const filters = filtersQuery(selection);
  return useQuery({
    queryKey: productKeys.filterCounts(filters),
    queryFn: ({ signal }) =>
      http.get<ProductFilterCounts>("/api/product/getFilterCounts", {
        query: filters,
        signal,
        quiet: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/product/ch/query (or /query in English): the detail page; a 404 is the page's to show. */
export function useProductDetail(id: number) {
  const language = useAppStore((state) => state.language);
  return useQuery({
    queryKey: productKeys.detail(language, id),
    queryFn: ({ signal }) =>
      http.get<ProductDetail>(localizedProductPath("query", language), {
        query: { id },
        signal,
        quiet: true,
      }),
    enabled: Number.isSafeInteger(id) && id > 0,
    // The same product in another language stays on screen while it loads; another product
    // does not (its page starts from the skeleton).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === id ? previous : undefined,
  });
}

/** GET /api/product/ch/compare (or /compare in English) of 2 to 4 products. */
export function useProductComparison(ids: readonly number[]) {
  const language = useAppStore((state) => state.language);
  return useQuery({
    queryKey: productKeys.compare(language, ids),
    queryFn: ({ signal }) =>
      http.get<CompareResponse>(localizedProductPath("compare", language), {
        query: { ids: ids.join(",") },
        signal,
        quiet: true,
      }),
    enabled: ids.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/product/getProductListWithoutChild: products a comparison can take, by keyword. */
export function useProductSearch(keyword: string, enabled: boolean) {
  const language = useAppStore((state) => state.language);
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: productKeys.search(language, trimmed),
    queryFn: ({ signal }) =>
      http.get<Page<ProductListItem>>("/api/product/getProductListWithoutChild", {
        query: { keyword: trimmed, page: 1, pageSize: 20 },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/document/getProductDocuments: every document of a product, with what the caller may download. */
export function useProductDocuments(productId: number) {
  const language = useAppStore((state) => state.language);
  const token = useAppStore((state) => state.token);
  return useQuery({
    queryKey: productKeys.documents(language, productId, token),
    queryFn: ({ signal }) =>
      http.get<DocumentItem[]>("/api/document/getProductDocuments", {
        query: { productId },
        signal,
        quiet: true,
      }),
  });
}

/** POST /api/product/addNum: one view of the detail page (the server counts a visitor once a day). */
export function useCountProductView() {
  return useMutation({
    mutationFn: (id: number) =>
      http.post<{ viewCount: number }>("/api/product/addNum", { id }, { quiet: true }),
  });
}

type Progress = { onProgress: (percent: number) => void };

/** GET /api/product/exportExcel: the comparison as an .xlsx in the interface language. */
export function useExportComparison() {
  const language = useAppStore((state) => state.language);
  return useMutation({
    mutationFn: ({ ids, onProgress }: { ids: readonly number[] } & Progress) =>
      http.download("/api/product/exportExcel", {
        query: { ids: ids.join(","), lang: language },
        onProgress,
        fallbackName: "product-comparison.xlsx",
      }),
  });
}

/**
 * One version of a document: GET /api/document/downloadDocument?id= for the latest,
 * /api/document/download?versionId= for an older one. Download counts change, so the list reloads.
 */
export function useDownloadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      documentId,
      versionId,
      fileName,
      onProgress,
    }: { documentId: number; versionId: number | null; fileName: string } & Progress) =>
      versionId === null
        ? http.download("/api/document/downloadDocument", {
            query: { id: documentId },
            onProgress,
            fallbackName: fileName,
          })
        : http.download("/api/document/download", {
            query: { versionId },
            onProgress,
            fallbackName: fileName,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["product", "documents"] }),
  });
}

/** GET /api/product/downloadPackage: a zip of the product's public documents, latest versions. */
export function useDownloadDocumentPackage() {
  return useMutation({
    mutationFn: ({
      productId,
      model,
      onProgress,
    }: { productId: number; model: string } & Progress) =>
      http.download("/api/product/downloadPackage", {
        query: { id: productId },
        onProgress,
        fallbackName: `${model}-documents.zip`,
      }),
  });
}
