import type { Language, TextType } from "@portal/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAppStore } from "../../lib/app-store.ts";
import { http } from "../../lib/http.ts";
import type { SearchAddress, SearchKind } from "./search-address.ts";

/** How many results a page of the results page shows. */
export const searchPageSize = 10;

/** One result of GET /api/search: what it is, its id, and its words in the reader's language. */
export type SiteSearchResult = {
  id: number;
  title: string;
  /** Plain text around the first match (never markup). */
  snippet: string;
  /** The language the title and snippet are in (a post in the language its author wrote). */
  language: Language;
  publishedAt: string;
  /** A product's model, or the model of a document's product. */
  model: string | null;
} & (
  | { kind: "product" | "post" | "faq" }
  /** A text names its type: a notice, a solution and a school video are read on pages of their own. */
  | { kind: "text"; textType: TextType }
  /** A document names its product, whose documents the document centre lists. */
  | { kind: "document"; productId: number | null }
);

/** GET /api/search: a page of one kind's results (or all kinds'), and the count of every kind. */
export type SiteSearchAnswer = {
  list: SiteSearchResult[];
  total: number;
  counts: Record<SearchKind, number>;
};

/**
 * Results depend on the reader's language (their words, what ranks first) and on who asks
 * (whitelisted documents), so both are in the key.
 */
const searchKeys = {
  results: (language: Language, token: string | null, address: SearchAddress) =>
    ["search", language, token, address] as const,
};

export const searchQueries = {
  /** GET /api/search: one page of the results of a query. */
  results: (language: Language, token: string | null, address: SearchAddress) =>
    queryOptions({
      queryKey: searchKeys.results(language, token, address),
      queryFn: ({ signal }) =>
        http.get<SiteSearchAnswer>("/api/search", {
          query: {
            q: address.query,
            kind: address.kind,
            page: address.page,
            pageSize: searchPageSize,
          },
          signal,
          quiet: true,
        }),
      // A new tab or page of the same query keeps the counts and the last results on screen
      // while it loads; a new query shows its own loading, not the last query's results.
      placeholderData: (previous, previousQuery) =>
        previousQuery?.queryKey[3].query === address.query ? previous : undefined,
    }),
};

/** The results of the address's query; nothing is asked for an empty query. */
export function useSiteSearch(address: SearchAddress) {
  const language = useAppStore((state) => state.language);
  const token = useAppStore((state) => state.token);
  return useQuery({
    ...searchQueries.results(language, token, address),
    enabled: address.query !== "",
  });
}
