import type {
  Page,
  SubscribedProduct,
  TextDetail,
  TextInput,
  TextStatus,
  TextSummary,
  TextType,
} from "@portal/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useAppStore } from "../../../lib/app-store.ts";
import { http } from "../../../lib/http.ts";
import { sendVersionedSave, useInvalidatingMutation } from "../../../lib/mutations.ts";

/** The table's query: the page's types (`a,b`) and category scope, its filters and page. */
export type TextAdminQuery = {
  types: string;
  type?: TextType | undefined;
  status?: TextStatus | undefined;
  keyword?: string | undefined;
  category?: string | undefined;
  categoryIn?: string | undefined;
  categoryNotIn?: string | undefined;
  page: number;
  pageSize: number;
};

/**
 * Keys of the management pages start with "content" like the public ones: a staff change
 * invalidates "content", so the public lists, the home page and the texts show it at once.
 */
const textManagementKeys = {
  list: (query: TextAdminQuery) => ["content", "management", "list", query] as const,
  record: (id: number) => ["content", "management", "record", id] as const,
};

const textManagementQueries = {
  /** One page of a management table. Quiet: the page shows a failure (a 403 above all) in place. */
  list: (query: TextAdminQuery) =>
    queryOptions({
      queryKey: textManagementKeys.list(query),
      queryFn: ({ signal }) =>
        http.get<Page<TextSummary>>("/api/text/list", { query, signal, quiet: true }),
    }),
  /** GET detail: what the edit form shows, with its version; reading it counts no read. */
  record: (id: number) =>
    queryOptions({
      queryKey: textManagementKeys.record(id),
      queryFn: ({ signal }) =>
        http.get<TextDetail>("/api/text/detail", { query: { id }, signal, quiet: true }),
      // The form must start from what is stored now, not from a copy cached a while ago.
      staleTime: 0,
      gcTime: 0,
    }),
};

/**
 * The published products a notice may be about: the subscription catalogue (the products
 * members subscribe to), read through the API so this feature does not import that one.
 */
export function useNoticeProducts() {
  const language = useAppStore((state) => state.language);
  return useQuery({
    queryKey: ["content", "management", "noticeProducts", language] as const,
    queryFn: ({ signal }) =>
      http.get<SubscribedProduct[]>("/api/subscription/catalogue", { signal, quiet: true }),
  });
}

export function useTextAdminList(query: TextAdminQuery) {
  return useQuery({ ...textManagementQueries.list(query), placeholderData: keepPreviousData });
}

export function useTextRecord(id: number | null) {
  return useQuery({ ...textManagementQueries.record(id ?? 0), enabled: id !== null });
}

/** Every content view, public and staff: a text change shows everywhere at once. */
export const contentViews = [["content"]];

/** POST save (new) or update (with the version the form loaded; a stale one answers 409). */
export function useSaveText() {
  return useInvalidatingMutation(
    sendVersionedSave<TextInput>({ add: "/api/text/save", update: "/api/text/update" }),
    contentViews,
  );
}

/** POST updateStatus: publish or unpublish from the table. */
export function useSetTextStatus() {
  return useInvalidatingMutation(
    (body: { id: number; status: TextStatus }) => http.post<null>("/api/text/updateStatus", body),
    contentViews,
  );
}

/** POST delete: the text with its likes, collections and comments. */
export function useDeleteText() {
  return useInvalidatingMutation(
    (id: number) => http.post<null>("/api/text/delete", { id }),
    contentViews,
  );
}
