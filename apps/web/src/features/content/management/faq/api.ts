import type { FaqInput, FaqItem, FaqType, Page } from "@portal/shared";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { http } from "../../../../lib/http.ts";
import { contentKeys } from "../../api.ts";

export type FaqTableQuery = {
  keyword?: string | undefined;
  typeId?: number | undefined;
  page: number;
  pageSize: number;
};

/** The staff's reads of the knowledge base. Quiet: the page shows a failure (a 403 above all) in place. */
const faqManagementQueries = {
  /** GET /faqType/getFaqTypeList: every type in order, with its question count and version. */
  types: () =>
    queryOptions({
      queryKey: contentKeys.faqTypes,
      queryFn: ({ signal }) =>
        http.get<FaqType[]>("/api/faqType/getFaqTypeList", { signal, quiet: true }),
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
function refreshFaqViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: contentKeys.faqManagement }),
    queryClient.invalidateQueries({ queryKey: contentKeys.allFaqs }),
  ]);
}

export function useFaqTypes() {
  return useQuery(faqManagementQueries.types());
}

export function useFaqTable(query: FaqTableQuery) {
  return useQuery({ ...faqManagementQueries.table(query), placeholderData: keepPreviousData });
}

function useFaqMutation<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => refreshFaqViews(queryClient) });
}

/** addFaqType (no id) or updateFaqType (with the version the dialog read). */
export function useSaveFaqType() {
  return useFaqMutation(
    ({
      id,
      version,
      name,
      sort,
    }: {
      id: number | null;
      version: number | null;
      name: string;
      sort: number;
    }) =>
      id === null
        ? http.post<{ id: number }>(
            "/api/faqType/addFaqType",
            { name, sort },
            { fieldErrorsInForm: true },
          )
        : http.post<null>(
            "/api/faqType/updateFaqType",
            { id, version, name, sort },
            { fieldErrorsInForm: true },
          ),
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
    ({ id, version, input }: { id: number | null; version: number | null; input: FaqInput }) =>
      id === null
        ? http.post<{ id: number }>("/api/faq/save", input, { fieldErrorsInForm: true })
        : http.post<null>(
            "/api/faq/update",
            { ...input, id, version },
            { fieldErrorsInForm: true },
          ),
  );
}

export function useDeleteFaq() {
  return useFaqMutation((id: number) => http.post<null>("/api/faq/delete", { id }));
}
