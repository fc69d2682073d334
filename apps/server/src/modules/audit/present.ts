import type { AuditRecord } from "@portal/shared";
import type { AuditRecordRow } from "./schema.ts";

/** One recorded change, as the audit page lists it. */
export function presentChange(row: AuditRecordRow): AuditRecord {
  return { ...row, at: row.at.toISOString() };
}
