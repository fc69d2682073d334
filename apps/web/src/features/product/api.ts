import type {
  CompareResponse,
  Language,
  Page,
  ProductDetail,
  ProductFilterCounts,
  ProductListItem,
  ProductTreeNode,
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
import { invalidateDocumentViews } from "../document/index.ts";
import { localizedProductPath } from "./localized-path.ts";
import type { ProductSelection } from "./product-selection.ts";

/** How many products a page of the selection shows (three or four to a row). */
export const selectionPageSize = 12;

/** How many products a product picker (the comparison's, the document form's) offers. */
const choicesPageSize = 50;

type Filters = Omit<ProductSelection, "page">;

/**
 * Every key of the product domain, public and management, starts with "product": a product
 * write marks every view of products stale at once. Answers depend on the interface language
 * (names, summaries), so the keys that show texts hold it.
 */
export const productKeys = {
  all: ["product"] as const,
  tree: (language: Language) => ["product", "tree", language] as const,
  list: (language: Language, selection: ProductSelection) =>
    ["product", "list", language, selection] as const,
  filterCounts: (filters: Filters) => ["product", "filterCounts", filters] as const,
  detail: (language: Language, id: number) => ["product", "detail", language, id] as const,
  compare: (language: Language, ids: readonly number[]) =>
    ["product", "compare", language, ids] as const,
  choices: (language: Language, keyword: string) =>
    ["product", "choices", language, keyword] as const,
  dictionary: (language: Language) => ["product", "dictionary", language] as const,
  /** A page of a management table: its scope and its filters, page and page size. */
  managementList: (language: Language, scope: string, query: object) =>
    ["product", "management", language, scope, query] as const,
  record: (id: number) => ["product", "record", id] as const,
  relatedCandidates: (language: Language, keyword: string, excludeId: number | null) =>
    ["product", "relatedCandidates", language, keyword, excludeId] as const,
  related: (language: Language, id: number) => ["product", "related", language, id] as const,
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
const productQueries = {
  /** GET getProductTree: every category with its published products and their children. */
  tree: (language: Language) =>
    queryOptions({
      queryKey: productKeys.tree(language),
      queryFn: ({ signal }) =>
        http.get<ProductTreeNode[]>("/api/product/getProductTree", { signal, quiet: true }),
    }),
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
  /** GET getProductListWithoutChild: the products a comparison or a document may take, by keyword. */
  choices: (language: Language, keyword: string) =>
    queryOptions({
      queryKey: productKeys.choices(language, keyword),
      queryFn: ({ signal }) =>
        http.get<Page<ProductListItem>>("/api/product/getProductListWithoutChild", {
          query: { keyword, page: 1, pageSize: choicesPageSize },
          signal,
        }),
    }),
};

/**
 * What a product write changes: every view of products (catalogue, selection, detail,
 * comparison, the management tables and records) and the document lists, which show the
 * product's model and hide the documents of unpublished products.
 */
export function invalidateProductViews(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
    invalidateDocumentViews(queryClient),
  ]);
}

/** The product tree; switching the language keeps the page in place while the new one loads. */
export function useProductTree() {
  const language = useAppStore((state) => state.language);
  return useQuery({ ...productQueries.tree(language), placeholderData: keepPreviousData });
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
      previousQuery?.queryKey[3] === id ? previous : undefined,
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

/** Products to choose from by keyword; `enabled` false until the picker is opened. */
export function useProductChoices(keyword: string, enabled = true) {
  const language = useAppStore((state) => state.language);
  return useQuery({
    ...productQueries.choices(language, keyword.trim()),
    enabled,
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
