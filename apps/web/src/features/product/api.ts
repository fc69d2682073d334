import type {
  CompareResponse,
  Language,
  Page,
  ProductDetail,
  ProductFilterCounts,
  ProductListItem,
} from "@portal/shared";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from "@tanstack/react-query";
import { useAppStore } from "../../lib/app-store.ts";
import { type DownloadRequest, http } from "../../lib/http.ts";
import { catalogueKey } from "../../lib/query-keys.ts";
import { localizedProductPath } from "./localized-path.ts";
import type { ProductSelection } from "./product-selection.ts";

/** How many products a page of the selection shows (three or four to a row). */
export const selectionPageSize = 12;

/** How many products a product picker (the comparison's, the document form's) offers. */

type Filters = Omit<ProductSelection, "page">;

/**
 * Every key of the product domain, public and management, starts with the catalogue's and
 * "product": a product write marks every view of products, and of their documents, stale at once. Answers depend on the interface language
 * (names, summaries), so the keys that show texts hold it.
 */
export const productKeys = {
  all: [...catalogueKey, "product"] as const,
  list: (language: Language, selection: ProductSelection) =>
    [...catalogueKey, "product", "list", language, selection] as const,
  filterCounts: (filters: Filters) =>
    [...catalogueKey, "product", "filterCounts", filters] as const,
  detail: (language: Language, id: number) =>
    [...catalogueKey, "product", "detail", language, id] as const,
  compare: (language: Language, ids: readonly number[]) =>
    [...catalogueKey, "product", "compare", language, ids] as const,
  dictionary: (language: Language) => [...catalogueKey, "product", "dictionary", language] as const,
  /** A page of a management table: its scope and its filters, page and page size. */
  managementList: (language: Language, scope: string, query: object) =>
    [...catalogueKey, "product", "management", language, scope, query] as const,
  record: (id: number) => [...catalogueKey, "product", "record", id] as const,
  relatedCandidates: (language: Language, keyword: string, excludeId: number | null) =>
    [...catalogueKey, "product", "relatedCandidates", language, keyword, excludeId] as const,
  related: (language: Language, id: number) =>
    [...catalogueKey, "product", "related", language, id] as const,
};

function filtersQuery(selection: Filters) {
  return {
    productType: selection.productType,
    networkSystem: selection.networkSystem,
    packageType: selection.packageType,
    keyword: selection.keyword.trim(),
  };
}

/**
 * The public reads of the product domain, one key and one call each; the hooks below (which
 * other features, such as the document centre's tree and product picker, use) ask through these.
 */
export const productQueries = {
  /** GET getList: one page of the selection. */
  list: (language: Language, selection: ProductSelection) =>
    queryOptions({
      queryKey: productKeys.list(language, selection),
      queryFn: ({ signal }) =>
        http.get<Page<ProductListItem>>("/api/product/getList", {
          query: { ...filtersQuery(selection), page: selection.page, pageSize: selectionPageSize },
          signal,
          quiet: true,
        }),
    }),
  /** GET getFilterCounts: how many products each filter option would leave. */
  filterCounts: (filters: Filters) =>
    queryOptions({
      queryKey: productKeys.filterCounts(filters),
      queryFn: ({ signal }) =>
        http.get<ProductFilterCounts>("/api/product/getFilterCounts", {
          query: filters,
          signal,
          quiet: true,
        }),
    }),
  /** GET ch/query (query in English): the detail page; a 404 is the page's to show. */
  detail: (language: Language, id: number) =>
    queryOptions({
      queryKey: productKeys.detail(language, id),
      queryFn: ({ signal }) =>
        http.get<ProductDetail>(localizedProductPath("query", language), {
          query: { id },
          signal,
          quiet: true,
        }),
    }),
  /** GET ch/compare (compare in English) of 2 to 4 products. */
  compare: (language: Language, ids: readonly number[]) =>
    queryOptions({
      queryKey: productKeys.compare(language, ids),
      queryFn: ({ signal }) =>
        http.get<CompareResponse>(localizedProductPath("compare", language), {
          query: { ids: ids.join(",") },
          signal,
          quiet: true,
        }),
    }),
};

/**
 * What a product write changes: every view of products (catalogue, selection, detail,
 * comparison, the management tables and records) and the document lists, which show the
 * product's model and hide the documents of unpublished products.
 */
export function invalidateProductViews(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: catalogueKey });
}

/** One page of the selection; the previous page stays while the next loads. */
export function useProductList(selection: ProductSelection) {
  const language = useAppStore((state) => state.language);
  return useQuery({
    ...productQueries.list(language, selection),
    placeholderData: keepPreviousData,
  });
}

export function useFilterCounts(selection: ProductSelection) {
  return useQuery({
    ...productQueries.filterCounts(filtersQuery(selection)),
    placeholderData: keepPreviousData,
  });
}

export function useProductDetail(id: number) {
  const language = useAppStore((state) => state.language);
  return useQuery({
    ...productQueries.detail(language, id),
    enabled: Number.isSafeInteger(id) && id > 0,
    // The same product in another language stays on screen while it loads; another product
    // does not (its page starts from the skeleton).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey.at(-1) === id ? previous : undefined,
  });
}

export function useProductComparison(ids: readonly number[]) {
  const language = useAppStore((state) => state.language);
  return useQuery({
    ...productQueries.compare(language, ids),
    enabled: ids.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** POST addNum: one view of the detail page (the server counts a visitor once a day). */
export function useCountProductView() {
  return useMutation({
    mutationFn: (id: number) =>
      http.post<{ viewCount: number }>("/api/product/addNum", { id }, { quiet: true }),
  });
}

/** GET exportExcel: the comparison as an .xlsx in the interface language. */
export function useExportComparison() {
  const language = useAppStore((state) => state.language);
  return useMutation({
    mutationFn: ({
      ids,
      onProgress,
    }: {
      ids: readonly number[];
      onProgress: (percent: number) => void;
    }) =>
      http.download("/api/product/exportExcel", {
        query: { ids: ids.join(","), lang: language },
        onProgress,
        fallbackName: "product-comparison.xlsx",
      }),
  });
}

/**
 * GET downloadPackage: a zip of the product's public documents, latest versions (each file
 * counts as a download of its document).
 */
export function documentPackageDownload(productId: number, model: string): DownloadRequest {
  return {
    path: "/api/product/downloadPackage",
    query: { id: productId },
    fallbackName: `${model}-documents.zip`,
  };
}
