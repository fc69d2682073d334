import type {
  CompetitionAttachment,
  CompetitionEntry,
  CompetitionModifyInput,
  CompetitionOperateInput,
  CompetitionSaveInput,
  CompetitionState,
  Page,
} from "@portal/shared";
import { useQuery } from "@tanstack/react-query";
import { http } from "../../lib/http.ts";
import { pagedQuery, useInvalidatingMutation } from "../../lib/mutations.ts";
import { auditLogKey } from "../audit/index.ts";

/** The staff table's filters. */
export type CompetitionFilters = { state?: CompetitionState; keyword?: string };

/** Every key of the competition starts with "competition": a write marks them all stale. */
const competitionKeys = {
  all: ["competition"] as const,
  own: ["competition", "own"] as const,
  table: (query: CompetitionFilters & { page: number; pageSize: number }) =>
    ["competition", "table", query] as const,
};

/** GET getApplicationForm: the member's whole entry, or null before they apply. */
export function useOwnEntry(enabled: boolean) {
  return useQuery({
    queryKey: competitionKeys.own,
    queryFn: ({ signal }) =>
      http.get<CompetitionEntry | null>("/api/developerCompetition/getApplicationForm", {
        signal,
        quiet: true,
      }),
    enabled,
  });
}

/** POST save: a draft or a submission; field refusals land on the form. */
export function useSaveEntry() {
  return useInvalidatingMutation(
    (input: CompetitionSaveInput) =>
      http.post<{ id: number; state: CompetitionState; version: number }>(
        "/api/developerCompetition/save",
        input,
        { fieldErrorsInForm: true },
      ),
    [competitionKeys.all],
  );
}

/** POST upload with its progress: the file the entry's save will name. */
export function uploadCompetitionAttachment(
  file: File,
  onProgress: (percent: number) => void,
): Promise<CompetitionAttachment> {
  return http.uploadFile<CompetitionAttachment>("/api/developerCompetition/upload", file, {
    onProgress,
    quiet: true,
  });
}

/** GET attachment: saves one file of an entry (the team's own, or any for staff). */
export function downloadCompetitionAttachment(id: number, attachment: CompetitionAttachment) {
  return http.download("/api/developerCompetition/attachment", {
    query: { id, key: attachment.key },
    fallbackName: attachment.name,
  });
}

/** GET list: the staff's table. */
export function useCompetitionTable(
  query: CompetitionFilters & { page: number; pageSize: number },
) {
  return useQuery(
    pagedQuery<CompetitionEntry, Page<CompetitionEntry>>(
      competitionKeys.table(query),
      "/api/developerCompetition/list",
      query,
    ),
  );
}

/** GET exportExcel: the filtered entries as a workbook the browser saves. */
export function exportCompetitionEntries(filters: CompetitionFilters) {
  return http.download("/api/developerCompetition/exportExcel", { query: filters });
}

/** What a staff write changes: every competition view, and the audit log that records it. */
const staffWriteViews = [competitionKeys.all, auditLogKey];

export function useOperateEntry() {
  return useInvalidatingMutation(
    (input: CompetitionOperateInput) =>
      http.post<{ state: CompetitionState }>("/api/developerCompetition/operate", input, {
        fieldErrorsInForm: true,
      }),
    staffWriteViews,
  );
}

export function useModifyEntry() {
  return useInvalidatingMutation(
    (input: CompetitionModifyInput) =>
      http.post<null>("/api/developerCompetition/modify", input, { fieldErrorsInForm: true }),
    staffWriteViews,
  );
}
