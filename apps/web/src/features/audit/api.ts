import type { AuditRecord } from "@portal/shared";
import { useQuery } from "@tanstack/react-query";
import { pagedQuery } from "../../lib/mutations.ts";

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
    pagedQuery<AuditRecord>(auditKeys.list(query), "/api/audit/list", query),
};

export function useAuditRecords(query: AuditQuery) {
  return useQuery(auditQueries.list(query));
}

/**
 * What every staff change also changes: the audit log, which records it. The features whose
 * writes the server audits name this key among those their writes mark stale.
 */
export const auditLogKey = auditKeys.all;
