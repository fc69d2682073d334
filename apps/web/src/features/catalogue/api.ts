import type { Language, Page, ProductListItem, ProductTreeNode } from "@portal/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useAppStore } from "../../lib/app-store.ts";
import { http } from "../../lib/http.ts";
import { catalogueKey } from "../../lib/query-keys.ts";

/** How many products a picker offers for one keyword. */
const choicesPageSize = 50;

/**
 * The catalogue's reads that other features build on (the product pages, the document centre,
 * the home page): under the catalogue's key, so a product write marks them stale too.
 */
export const catalogueKeys = {
  tree: (language: Language) => [...catalogueKey, "product", "tree", language] as const,
  choices: (language: Language, keyword: string) =>
    [...catalogueKey, "product", "choices", language, keyword] as const,
};

export const catalogueQueries = {
  /** GET getProductTree: every category with its published products and their children. */
  tree: (language: Language) =>
    queryOptions({
      queryKey: catalogueKeys.tree(language),
      queryFn: ({ signal }) =>
        http.get<ProductTreeNode[]>("/api/product/getProductTree", { signal, quiet: true }),
    }),
  /** GET getProductListWithoutChild: the products a comparison or a document may take, by keyword. */
  choices: (language: Language, keyword: string) =>
    queryOptions({
      queryKey: catalogueKeys.choices(language, keyword),
      queryFn: ({ signal }) =>
        http.get<Page<ProductListItem>>("/api/product/getProductListWithoutChild", {
          query: { keyword, page: 1, pageSize: choicesPageSize },
          signal,
        }),
    }),
};

/** The product tree; switching the language keeps the page in place while the new one loads. */
export function useProductTree() {
  const language = useAppStore((state) => state.language);
  return useQuery({ ...catalogueQueries.tree(language), placeholderData: keepPreviousData });
}

/** Products to choose from by keyword; `enabled` false until the picker is opened. */
export function useProductChoices(keyword: string, enabled = true) {
  const language = useAppStore((state) => state.language);
  return useQuery({
    ...catalogueQueries.choices(language, keyword.trim()),
    enabled,
    placeholderData: keepPreviousData,
  });
}
