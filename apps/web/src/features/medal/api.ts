import type { Medal, MedalAwardInput, MedalInput, Page, UserCandidate } from "@portal/shared";
import { useQuery } from "@tanstack/react-query";
import { http } from "../../lib/http.ts";
import { pagedQuery, sendVersionedSave, useInvalidatingMutation } from "../../lib/mutations.ts";
import { auditLogKey } from "../audit/index.ts";

/** Filters and page of the medals' management table. */
type MedalTableQuery = { keyword?: string; page: number; pageSize: number };

/** Every key of the medal domain starts with "medal": a change marks them all stale. */
export const medalKeys = {
  all: ["medal"] as const,
  table: (query: MedalTableQuery) => ["medal", "table", query] as const,
  translations: (id: number) => ["medal", "translations", id] as const,
  candidates: (keyword: string) => ["medal", "candidates", keyword] as const,
};

/** What a medal write changes: every medal view, and the audit log that records it. */
export const medalViews = [medalKeys.all, auditLogKey];

/** GET /medalCondition/list: the medals as written, with conditions, languages and holders. */
export function useMedalTable(query: MedalTableQuery) {
  return useQuery(
    pagedQuery<Medal, Page<Medal>>(medalKeys.table(query), "/api/medalCondition/list", query),
  );
}

/** addMedal (no id) or updateMedal (with the version the form read). */
export function useSaveMedal() {
  return useInvalidatingMutation(
    sendVersionedSave<MedalInput>({ add: "/api/medal/addMedal", update: "/api/medal/updateMedal" }),
    medalViews,
  );
}

export function useDeleteMedal() {
  return useInvalidatingMutation(
    (id: number) => http.post<null>("/api/medal/deleteMedal", { id }),
    medalViews,
  );
}

/** POST /medal/uploadIcon with the upload's progress; answers the icon's URL. */
export function uploadMedalIcon(file: File, onProgress: (percent: number) => void) {
  return http.uploadFile<{ url: string }>("/api/medal/uploadIcon", file, { onProgress });
}

/**
 * Accounts matching what staff typed, phones masked, to award a medal to: the forum's lookup,
 * behind the same `forum:moderate` permission the medal page needs.
 */
export function useAwardCandidates(keyword: string) {
  return useQuery({
    queryKey: medalKeys.candidates(keyword),
    queryFn: ({ signal }) =>
      http.get<UserCandidate[]>("/api/topicManageController/lookupUsers", {
        query: { keyword },
        signal,
        quiet: true,
      }),
    enabled: keyword.length > 0,
  });
}

/** POST /medal/awardMedal: by hand, once (409 when the member holds it already). */
export function useAwardMedal() {
  return useInvalidatingMutation(
    (input: MedalAwardInput) => http.post<null>("/api/medal/awardMedal", input),
    medalViews,
  );
}
