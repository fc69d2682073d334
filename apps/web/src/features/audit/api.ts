import type { AuditRecord, Page } from "@portal/shared";
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { http } from "../../lib/http.ts";

/** Filters and page of the audit log. */
type AuditQuery = { keyword?: string; page: number; pageSize: number };

/** Every key of the audit domain starts with "audit": any staff change adds a record to it. */
const auditKeys = {
  all: ["audit"] as const,
  list: (query: AuditQuery) => ["audit", "list", query] as const,
};

const auditQueries = {
  /** GET audit/list: the recorded changes, newest first. */
  list: (query: AuditQuery) =>
    queryOptions({
      queryKey: auditKeys.list(query),
      queryFn: ({ signal }) =>
        http.get<Page<AuditRecord>>("/api/audit/list", { query, signal, quiet: true }),
      placeholderData: keepPreviousData,
    }),
};

export function useAuditRecords(query: AuditQuery) {
  return useQuery(auditQueries.list(query));
}

/**
 * What every staff change also changes: the audit log, which records it. The features whose
 * mutations the server audits call this beside their own invalidation.
 */
export function invalidateAuditLog(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: auditKeys.all });
}
