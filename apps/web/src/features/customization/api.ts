import type {
  CustomizationApplyInput,
  CustomizationAssignee,
  CustomizationAttachmentItem,
  CustomizationDealInput,
  CustomizationDetail,
  CustomizationFollowUpInput,
  CustomizationState,
  CustomizationSummary,
} from "@portal/shared";
import { useQuery } from "@tanstack/react-query";
import { http } from "../../lib/http.ts";
import { pagedQuery, useInvalidatingMutation } from "../../lib/mutations.ts";

const base = "/api/service/customized";

/** Staff's filters of the requests' table and of its export. */
export type CustomizationFilters = {
  state?: CustomizationState;
  keyword?: string;
  assigneeId?: number;
};
type TableQuery = CustomizationFilters & { page: number; pageSize: number };

/** Every key of the domain starts with "customization": a write marks them all stale. */
const customizationKeys = {
  all: ["customization"] as const,
  mine: (page: number, pageSize: number) => ["customization", "mine", page, pageSize] as const,
  detail: (id: number) => ["customization", "detail", id] as const,
  table: (query: TableQuery) => ["customization", "table", query] as const,
  assignees: ["customization", "assignees"] as const,
};
const customizationViews = [customizationKeys.all];

/** GET findMine: the signed-in member's own requests, newest first. */
export function useMyCustomizations(page: number, pageSize: number) {
  return useQuery(
    pagedQuery<CustomizationSummary>(customizationKeys.mine(page, pageSize), `${base}/findMine`, {
      page,
      pageSize,
    }),
  );
}

/** POST apply: field errors land on the form's fields. */
export function useApplyCustomization() {
  return useInvalidatingMutation(
    (input: CustomizationApplyInput) =>
      http.post<{ id: number }>(`${base}/apply`, input, { fieldErrorsInForm: true }),
    customizationViews,
  );
}

/** POST upload with its progress: a private file for a request or a reply. */
export function uploadCustomizationAttachment(file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append("file", file);
  return http.upload<CustomizationAttachmentItem>(`${base}/upload`, form, {
    onProgress,
    quiet: true,
  });
}

/** GET getCustomizedInfo: the request and its thread; the page shows a failure in place. */
export function useCustomization(id: number | null) {
  return useQuery({
    queryKey: customizationKeys.detail(id ?? 0),
    queryFn: ({ signal }) =>
      http.get<CustomizationDetail>(`${base}/getCustomizedInfo`, {
        query: { id },
        signal,
        quiet: true,
      }),
    enabled: id !== null,
  });
}

/** POST followUp: the applicant's message on their open request. */
export function useFollowUp() {
  return useInvalidatingMutation(
    (input: CustomizationFollowUpInput) =>
      http.post<null>(`${base}/followUp`, input, { fieldErrorsInForm: true }),
    customizationViews,
  );
}

/** Downloads a private file of a request through the access check (links cannot carry the session). */
export function downloadCustomizationAttachment(
  requestId: number,
  attachment: { key: string; name: string },
) {
  return http.download(`${base}/attachment`, {
    query: { id: requestId, key: attachment.key },
    fallbackName: attachment.name,
  });
}

/** GET find: staff's table. */
export function useCustomizationTable(query: TableQuery) {
  return useQuery(
    pagedQuery<CustomizationSummary>(customizationKeys.table(query), `${base}/find`, query),
  );
}

/** GET assignees: the staff a request may be handed to. */
export function useCustomizationAssignees() {
  return useQuery({
    queryKey: customizationKeys.assignees,
    queryFn: ({ signal }) =>
      http.get<CustomizationAssignee[]>(`${base}/assignees`, { signal, quiet: true }),
    staleTime: 60_000,
  });
}

/** POST deal: assign, reply or close. */
export function useDealCustomization() {
  return useInvalidatingMutation(
    (input: CustomizationDealInput) =>
      http.post<null>(`${base}/deal`, input, { fieldErrorsInForm: true }),
    customizationViews,
  );
}

/** GET exportExcel: the filtered requests as a workbook the browser saves. */
export function exportCustomizations(filters: CustomizationFilters) {
  return http.download(`${base}/exportExcel`, {
    query: filters,
    fallbackName: "customization-requests.xlsx",
  });
}
