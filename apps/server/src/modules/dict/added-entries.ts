import type { EditableDictionaryType } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import type { MemoryCache } from "../../platform/cache/memory-cache.ts";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { AuditActor } from "../audit/use-cases/record-change.ts";
import { type EntryRow, staticIds } from "./entries.ts";
import { dictEntries } from "./schema.ts";

/** What the edit and delete of an added dictionary entry share. */
export type EntryKey = { type: EditableDictionaryType; id: number };

/** Who makes a change and when, for its audit record. */
export type EntryChange = {
  db: Database;
  cache: MemoryCache<EntryRow[]>;
  actor: AuditActor;
  now: Date;
};

/** What the audit record keeps of an entry. */
export function audited({ name, nameEn }: { name: string; nameEn: string | null }) {
  return { name, nameEn };
}

export function entryCondition({ type, id }: EntryKey) {
  return and(eq(dictEntries.type, type), eq(dictEntries.id, id));
}

/** Static entries come with the release: 409 for them, 404 for an id that is neither. */
export async function lockAddedEntry(tx: Database, key: EntryKey) {
  if (staticIds[key.type].has(key.id)) throw new AppError("conflict", "dict.staticEntry");
  const [row] = await tx.select().from(dictEntries).where(entryCondition(key)).for("update");
  if (!row) throw new AppError("not_found", "dict.notFound");
  return row;
}
