import { eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { type AppError, staleRecord } from "../http/errors.ts";
import type { Database } from "./client.ts";

/** A table whose rows staff edit with the version they read: an `id` and a `version` column. */
type VersionedTable = PgTable & { id: AnyPgColumn; version: AnyPgColumn };

/**
 * The one way a versioned staff write starts, inside its transaction: the row is locked until
 * the transaction ends (so no other save can pass the same version meanwhile) and answered
 * whole; `notFound()` when there is none, 409 with `currentVersion` when the form was read at
 * another version. An edit that does not send a version (`undefined`) only locks.
 */
export async function lockVersionedRow<Table extends VersionedTable>(
  tx: Database,
  table: Table,
  { id, version, notFound }: { id: number; version: number | undefined; notFound: () => AppError },
): Promise<Table["$inferSelect"]> {
  const [current] = (await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for("update")) as Table["$inferSelect"][];
  if (!current) throw notFound();
  if (version !== undefined) ensureVersion((current as { version: number }).version, version);
  return current;
}

/** 409 with `currentVersion` when the form was read at another version than the row's. */
export function ensureVersion(currentVersion: number, version: number): void {
  if (currentVersion !== version) throw staleRecord(currentVersion);
}

/** The `set` value that raises a version column by one, written with the change it counts. */
export function nextVersion(column: AnyPgColumn): SQL {
  return sql`${column} + 1`;
}
