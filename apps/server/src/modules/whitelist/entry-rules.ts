import { eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { whitelistEntries } from "./schema.ts";

export type WhitelistEntry = typeof whitelistEntries.$inferSelect;

export function entryNotFound() {
  return new AppError("not_found", "whitelist.notFound");
}

/**
 * How a company name is matched: Unicode-compatible forms folded (full-width letters and
 * digits), case ignored, surrounding spaces dropped and inner runs of spaces made one. Nothing
 * else: "ACME Ltd" and "ACME Limited" are two companies.
 */
export function companyMatchKey(company: string): string {
  return company.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
}

/** What the audit record keeps of an entry. */
export function auditedEntry(entry: WhitelistEntry) {
  return {
    userId: entry.userId,
    company: entry.company,
    validUntil: entry.validUntil?.toISOString() ?? null,
    note: entry.note,
  };
}

export async function lockEntry(tx: Database, id: number) {
  const [entry] = await tx
    .select()
    .from(whitelistEntries)
    .where(eq(whitelistEntries.id, id))
    .for("update");
  if (!entry) throw entryNotFound();
  return entry;
}
