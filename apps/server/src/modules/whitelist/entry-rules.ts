import { eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { whitelistEntries } from "./schema.ts";

export type WhitelistEntry = typeof whitelistEntries.$inferSelect;

export function entryNotFound() {
  return new AppError("not_found", "whitelist.notFound");
}

/** What the audit record keeps of an entry. */
export function auditedEntry(entry: WhitelistEntry) {
  return {
    userId: entry.userId,
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
