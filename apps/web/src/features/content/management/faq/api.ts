import type { FaqInput, FaqItem, FaqType, Language, Page } from "@portal/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { http } from "../../../../lib/http.ts";
import { sendVersionedSave, useInvalidatingMutation } from "../../../../lib/mutations.ts";
import { contentKeys } from "../../api.ts";

export type FaqTableQuery = {
  keyword?: string | undefined;
  typeId?: number | undefined;
  page: number;
  pageSize: number;
};

/** The staff's reads of the knowledge base. Quiet: the page shows a failure (a 403 above all) in place. */
const faqManagementQueries = {
  /** GET /faqType/list: every type in order as written, with its question count, version and languages. */
  types: () =>
    queryOptions({
      queryKey: contentKeys.faqTypes,
      queryFn: ({ signal }) => http.get<FaqType[]>("/api/faqType/list", { signal, quiet: true }),
    }),
  /** GET /faq/list: the staff table, any status, searched and paged. */
  table: (query: FaqTableQuery) =>
    queryOptions({
      queryKey: contentKeys.faqTable(query),
      queryFn: ({ signal }) =>
        http.get<Page<FaqItem>>("/api/faq/list", { query, signal, quiet: true }),
    }),
};

/** A change shows at once in the staff tables and on the knowledge base. */
export const faqViews = [contentKeys.faqManagement, contentKeys.allFaqs];

export function useFaqTypes() {
  return useQuery(faqManagementQueries.types());
}

export function useFaqTable(query: FaqTableQuery) {
  return useQuery({ ...faqManagementQueries.table(query), placeholderData: keepPreviousData });
}

function useFaqMutation<Input>(send: (input: Input) => Promise<unknown>) {
  return useInvalidatingMutation(send, faqViews);
}

/** addFaqType (no id) or updateFaqType (with the version the dialog read). */
export function useSaveFaqType() {
  return useFaqMutation(
    sendVersionedSave<{ language: Language; name: string; sort: number }>({
      add: "/api/faqType/addFaqType",
      update: "/api/faqType/updateFaqType",
    }),
  );
}

export function useDeleteFaqType() {
  return useFaqMutation((id: number) => http.post<null>("/api/faqType/deleteFaqType", { id }));
}

/** updateFaqTypeSort: every type id, in the order wanted. */
export function useSortFaqTypes() {
  return useFaqMutation((ids: number[]) =>
    http.post<null>("/api/faqType/updateFaqTypeSort", { ids }),
  );
}

/** save (no id) or update (with the version the form read). */
export function useSaveFaq() {
  return useFaqMutation(
    sendVersionedSave<FaqInput>({ add: "/api/faq/save", update: "/api/faq/update" }),
  );
}

export function useDeleteFaq() {
  return useFaqMutation((id: number) => http.post<null>("/api/faq/delete", { id }));
}
