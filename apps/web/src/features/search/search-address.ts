import { positiveIntegerParam } from "../../lib/url-params.ts";

/** What the portal's one search looks in, in the order of the results page's tabs. */
export const searchKinds = ["product", "document", "text", "post", "faq"] as const;
export type SearchKind = (typeof searchKinds)[number];

/** The longest query the search takes; the boxes stop typing there. */
export const searchQueryMaxLength = 50;

/** What the results page shows, read from and written to `#/search?q=&kind=&page=`. */
export type SearchAddress = {
  query: string;
  /** One kind's tab, or null for all kinds. */
  kind: SearchKind | null;
  page: number;
};

/** The query as the search takes it: trimmed, inner runs of spaces made one, cut at the limit. */
export function normalizedQuery(text: string): string {
  return text.trim().replace(/\s+/g, " ").slice(0, searchQueryMaxLength).trim();
}

/** Reads the results page's address; an unknown kind or a malformed page reads as the default. */
export function searchAddressOf(params: URLSearchParams): SearchAddress {
  const kind = params.get("kind");
  return {
    query: normalizedQuery(params.get("q") ?? ""),
    kind: searchKinds.find((known) => known === kind) ?? null,
    page: positiveIntegerParam(params.get("page")) ?? 1,
  };
}

/** The hash route of a search: `/search?q=...`, with the kind and page only when not defaults. */
export function searchPath({ query, kind = null, page = 1 }: Partial<SearchAddress>): string {
  const params = new URLSearchParams({ q: normalizedQuery(query ?? "") });
  if (kind) params.set("kind", kind);
  if (page > 1) params.set("page", String(page));
  return `/search?${params.toString()}`;
}
