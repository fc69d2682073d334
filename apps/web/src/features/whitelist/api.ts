import type { UserCandidate, WhitelistEntryRow, WhitelistMemberRow } from "@portal/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { http } from "../../lib/http.ts";
import { pagedQuery, sendVersionedSave, useInvalidatingMutation } from "../../lib/mutations.ts";
import { auditLogKey } from "../audit/index.ts";

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
    pagedQuery<WhitelistEntryRow>(whitelistKeys.entries(query), "/api/whitelist/query", query),
  /** GET whitelist/queryMembers: the accounts staff linked to a company entry. */
  members: (query: { entryId: number } & Paging) =>
    pagedQuery<WhitelistMemberRow>(
      whitelistKeys.members(query),
      "/api/whitelist/queryMembers",
      query,
    ),
  /** GET whitelist/lookupUsers: accounts matching what was typed, phones masked. */
  candidates: (keyword: string) =>
    queryOptions({
      queryKey: whitelistKeys.candidates(keyword),
      queryFn: ({ signal }) =>
        http.get<UserCandidate[]>("/api/whitelist/lookupUsers", {
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
function useWhitelistMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  return useInvalidatingMutation(send, [whitelistKeys.all, auditLogKey]);
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
    sendVersionedSave<WhitelistFormInput>(
      { add: "/api/whitelist/save", update: "/api/whitelist/update" },
      ["userId", "company"],
    ),
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
