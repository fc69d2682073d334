import type {
  Page,
  WhitelistEntryRow,
  WhitelistMemberRow,
  WhitelistUserCandidate,
} from "@portal/shared";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { http } from "../../lib/http.ts";
import { invalidateAuditLog } from "../audit/index.ts";

type Paging = { page: number; pageSize: number };

/** Filters and page of the whitelist table. */
type WhitelistQuery = { keyword?: string } & Paging;

/**
 * Every key of the whitelist domain starts with "whitelist": adding a member changes the
 * entry's member count in the table as well as the drawer's list.
 */
const whitelistKeys = {
  all: ["whitelist"] as const,
  entries: (query: WhitelistQuery) => ["whitelist", "entries", query] as const,
  members: (query: { entryId: number } & Paging) => ["whitelist", "members", query] as const,
  candidates: (keyword: string) => ["whitelist", "candidates", keyword] as const,
};

const whitelistQueries = {
  /** GET whitelist/query: one page of the entries, users and companies. */
  entries: (query: WhitelistQuery) =>
    queryOptions({
      queryKey: whitelistKeys.entries(query),
      queryFn: ({ signal }) =>
        http.get<Page<WhitelistEntryRow>>("/api/whitelist/query", {
          query,
          signal,
          quiet: true,
        }),
      placeholderData: keepPreviousData,
    }),
  /** GET whitelist/queryMembers: the accounts staff linked to a company entry. */
  members: (query: { entryId: number } & Paging) =>
    queryOptions({
      queryKey: whitelistKeys.members(query),
      queryFn: ({ signal }) =>
        http.get<Page<WhitelistMemberRow>>("/api/whitelist/queryMembers", {
          query,
          signal,
          quiet: true,
        }),
      placeholderData: keepPreviousData,
    }),
  /** GET whitelist/lookupUsers: accounts matching what was typed, phones masked. */
  candidates: (keyword: string) =>
    queryOptions({
      queryKey: whitelistKeys.candidates(keyword),
      queryFn: ({ signal }) =>
        http.get<WhitelistUserCandidate[]>("/api/whitelist/lookupUsers", {
          query: { keyword },
          signal,
          quiet: true,
        }),
    }),
};

/** One page of the entries; `enabled` false reads it only when asked (a form's reload). */
export function useWhitelistEntries(query: WhitelistQuery, enabled = true) {
  return useQuery({ ...whitelistQueries.entries(query), enabled });
}

/** The members staff linked to a company entry, the latest linked first. */
export function useWhitelistMembers(query: { entryId: number } & Paging) {
  return useQuery(whitelistQueries.members(query));
}

/** Accounts the whitelist page may add (masked phones), once something is typed. */
export function useWhitelistCandidates(keyword: string) {
  return useQuery({ ...whitelistQueries.candidates(keyword), enabled: keyword.length > 0 });
}

/** What a whitelist change changes: its entries and members, and the audit log. */
function invalidateWhitelist(queryClient: QueryClient) {
  void invalidateAuditLog(queryClient);
  return queryClient.invalidateQueries({ queryKey: whitelistKeys.all });
}

function useWhitelistMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => invalidateWhitelist(queryClient) });
}

type WhitelistFormInput = {
  userId?: number;
  company?: string;
  validUntil: string | null;
  note: string | null;
};

/**
 * Adds a user or a company (id null) or saves a change of validity and note to the version it
 * read (who or which company an entry is stays fixed).
 */
export function useSaveWhitelistEntry() {
  return useWhitelistMutation(
    ({
      id,
      version,
      input,
    }: {
      id: number | null;
      version: number | null;
      input: WhitelistFormInput;
    }) => {
      if (id === null) {
        return http.post<{ id: number }>("/api/whitelist/save", input, { fieldErrorsInForm: true });
      }
      const { userId: _fixed, company: _named, ...changes } = input;
      return http.post<null>(
        "/api/whitelist/update",
        { ...changes, id, version },
        { fieldErrorsInForm: true },
      );
    },
  );
}

export function useDeleteWhitelistEntry() {
  return useWhitelistMutation((id: number) => http.post<null>("/api/whitelist/delete", { id }));
}

/** Links accounts to a company entry; answers how many were not linked before. */
export function useAddWhitelistMembers() {
  return useWhitelistMutation((input: { entryId: number; userIds: number[] }) =>
    http.post<{ added: number }>("/api/whitelist/addMembers", input),
  );
}

export function useRemoveWhitelistMember() {
  return useWhitelistMutation((input: { entryId: number; userId: number }) =>
    http.post<null>("/api/whitelist/removeMember", input),
  );
}

/** GET whitelist/download-import-template: saves the .xlsx template. */
export function downloadWhitelistImportTemplate() {
  return http.download("/api/whitelist/download-import-template", {
    fallbackName: "whitelist-import-template.xlsx",
  });
}

/** POST whitelist/batch-import (multipart `file`) with progress; quiet: the dialog lists bad rows. */
export function useImportWhitelist() {
  return useWhitelistMutation(
    ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => {
      const form = new FormData();
      form.append("file", file);
      return http.upload<{ imported: number }>("/api/whitelist/batch-import", form, {
        onProgress,
        quiet: true,
      });
    },
  );
}
