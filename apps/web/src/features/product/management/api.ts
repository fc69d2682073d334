import type {
  Language,
  NetworkSystem,
  PackageType,
  Page,
  ProductAdminRow,
  ProductDictionaryResponse,
  ProductInput,
  ProductListItem,
  ProductRecord,
  ProductStatus,
  ProductType,
} from "@portal/shared";
import { keepPreviousData, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { useAppStore } from "../../../lib/app-store.ts";
import { http } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/mutations.ts";
import { catalogueKey } from "../../../lib/query-keys.ts";
import { productKeys } from "../api.ts";
import { localizedProductPath } from "../localized-path.ts";
import type { ProductScope } from "./product-scopes.ts";

/** Filters of a management table; every one optional. */
export type ProductAdminFilters = {
  keyword?: string;
  productType?: ProductType;
  networkSystem?: NetworkSystem;
  packageType?: PackageType;
  status?: ProductStatus;
  parentId?: number;
};

/** Boards and terminals have their own list, add and modify paths (no `ch/` twin). */
const boardAndTerminalPath = "/api/product/developmentBoardAndTerminal";

/** Every read of the management pages, under the product feature's keys. */
const productManagementQueries = {
  /** The product dictionary (categories, networks, packages, statuses, parameters), localized. */
  dictionary: (language: Language) =>
    queryOptions({
      queryKey: productKeys.dictionary(language),
      queryFn: ({ signal }) =>
        http.get<ProductDictionaryResponse>(localizedProductPath("dict", language), { signal }),
      staleTime: 10 * 60 * 1000,
    }),
  /**
   * One page of a management table (`baseInfo`, or the boards' own list). Quiet: the page shows
   * a failure (a 403 above all) in place of the table rather than as a toast.
   */
  list: (language: Language, scope: ProductScope, filters: ProductAdminFilters, paging: Paging) =>
    queryOptions({
      queryKey: productKeys.managementList(language, scope, { ...filters, ...paging }),
      queryFn: ({ signal }) =>
        scope === "boardAndTerminal"
          ? http.get<Page<ProductAdminRow>>(`${boardAndTerminalPath}/baseInfo`, {
              query: { ...filters, ...paging },
              signal,
              quiet: true,
            })
          : http.get<Page<ProductAdminRow>>(localizedProductPath("baseInfo", language), {
              query: { ...filters, scope, ...paging },
              signal,
              quiet: true,
            }),
    }),
  /** GET getProductInfo: everything the edit form shows, every language. */
  record: (id: number) =>
    queryOptions({
      queryKey: productKeys.record(id),
      queryFn: ({ signal }) =>
        http.get<ProductRecord>("/api/product/getProductInfo", {
          query: { id },
          signal,
          quiet: true,
        }),
      // The form must start from what is stored now, not from a copy cached a while ago.
      staleTime: 0,
      gcTime: 0,
    }),
  /** Products that may be related to `excludeId` (any status), searched by model or name. */
  relatedCandidates: (language: Language, keyword: string, excludeId: number | null) =>
    queryOptions({
      queryKey: productKeys.relatedCandidates(language, keyword, excludeId),
      queryFn: ({ signal }) =>
        http.get<Page<ProductListItem>>("/api/product/queryRelated", {
          query: { keyword, excludeId, page: 1, pageSize: 50 },
          signal,
        }),
    }),
  /** The published products a product is related to now (to name the ones already chosen). */
  related: (language: Language, id: number) =>
    queryOptions({
      queryKey: productKeys.related(language, id),
      queryFn: ({ signal }) =>
        http.get<ProductListItem[]>("/api/product/getProductRelated", {
          query: { id },
          signal,
          quiet: true,
        }),
    }),
};

type Paging = { page: number; pageSize: number };

export function useProductDictionary() {
  const language = useAppStore((state) => state.language);
  return useQuery(productManagementQueries.dictionary(language));
}

export function useProductAdminList(
  scope: ProductScope,
  filters: ProductAdminFilters,
  page: number,
  pageSize: number,
) {
  const language = useAppStore((state) => state.language);
  return useQuery({
    ...productManagementQueries.list(language, scope, filters, { page, pageSize }),
    placeholderData: keepPreviousData,
  });
}

/** Modules to choose a sub-product's parent from (any status), searched by model or name. */
export function useModuleOptions(keyword: string) {
  return useProductAdminList("module", keyword ? { keyword } : {}, 1, 20);
}

export function useProductRecord(id: number | null) {
  return useQuery({ ...productManagementQueries.record(id ?? 0), enabled: id !== null });
}

export function useRelatedCandidates(keyword: string, excludeId: number | null) {
  const language = useAppStore((state) => state.language);
  return useQuery({
    ...productManagementQueries.relatedCandidates(language, keyword, excludeId),
    placeholderData: keepPreviousData,
  });
}

export function useProductRelated(id: number | null) {
  const language = useAppStore((state) => state.language);
  return useQuery({ ...productManagementQueries.related(language, id ?? 0), enabled: id !== null });
}

/** After any change, every view of products (public pages too) shows the server's state again. */
const productViews = [catalogueKey];

/** POST add / modify (the `ch/` twin in a Chinese interface; boards and terminals their own). */
export function useSaveProduct(scope: ProductScope) {
  const language = useAppStore((state) => state.language);
  return useInvalidatingMutation(
    ({
      id,
      version,
      input,
    }: {
      id: number | null;
      /** The version the edit form loaded; a stale one is refused with 409. */
      version: number | null;
      input: ProductInput;
    }) => {
      const body = id === null ? input : { ...input, id, version };
      if (scope === "boardAndTerminal") {
        const action = id === null ? "add" : "modify";
        return http.post<{ id: number }>(`${boardAndTerminalPath}/${action}`, body, {
          fieldErrorsInForm: true,
        });
      }
      const action = id === null ? "addProductInfo" : "modifyProductInfo";
      return http.post<{ id: number }>(localizedProductPath(action, language), body, {
        fieldErrorsInForm: true,
      });
    },
    productViews,
  );
}

/** POST updateStatus: publish or unpublish. */
export function useUpdateProductStatus() {
  return useInvalidatingMutation(
    (body: { id: number; status: ProductStatus }) =>
      http.post<null>("/api/product/updateStatus", body),
    productViews,
  );
}

/** POST updateSort: the product's place in the lists. */
export function useUpdateProductSort() {
  return useInvalidatingMutation(
    (body: { id: number; sort: number }) => http.post<null>("/api/product/updateSort", body),
    productViews,
  );
}

/** POST removeProductInfo; a 409 (children or documents left) shows the server's reason. */
export function useRemoveProduct() {
  return useInvalidatingMutation(
    (id: number) => http.post<null>("/api/product/removeProductInfo", { id }),
    productViews,
  );
}

/** POST uploadImage (multipart `file`) with progress; answers the stored image's URL. */
export function useUploadProductImage() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => {
      const form = new FormData();
      form.append("file", file);
      return http.upload<{ url: string }>("/api/product/uploadImage", form, { onProgress });
    },
  });
}
