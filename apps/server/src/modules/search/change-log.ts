import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "../../platform/db/client.ts";
import { searchChanges } from "./schema.ts";
import { type SearchKind, searchKinds } from "./search-kinds.ts";

/** Notes older than this are deleted: every instance reads the log far more often. */
const keptForMs = 60 * 60 * 1000;

type ChangeRow = {
  floor: string;
  id: number | null;
  kind: string | null;
  record_id: number | null;
  tx: string | null;
};

function isSearchKind(kind: string): kind is SearchKind {
  return (searchKinds as readonly string[]).includes(kind);
}

/** The oldest transaction still running: every note it and later ones write is unread yet. */
export async function currentFloor(db: Database): Promise<bigint> {
  const [row] = await rowsOf<{ floor: string }>(
    db,
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as floor`,
  );
  return BigInt(row?.floor ?? "0");
}

/**
 * Reads the search_changes notes this instance has not applied. A note is numbered when its
 * transaction writes it, not when it commits, so "after the last number read" would miss a
 * slow transaction's note. Instead the reader keeps the oldest transaction running when it
 * last looked (its snapshot's xmin): a note of that transaction or a later one may have been
 * invisible then, so each read takes every note from that floor on and leaves out those it
 * applied already.
 */
export class ChangeLog {
  private applied = new Map<number, bigint>();

  constructor(private floor: bigint) {}

  /** The records changed since the last read, by kind. */
  async unread(db: Database): Promise<Map<SearchKind, Set<number>>> {
    const rows = await rowsOf<ChangeRow>(
      db,
      sql`
      with snapshot as (select pg_snapshot_xmin(pg_current_snapshot()) as floor)
      select snapshot.floor::text as floor, change.id, change.kind, change.record_id,
        change.transaction::text as tx
      from snapshot
      left join ${searchChanges} as change on change.transaction >= ${this.floor.toString()}::xid8
      order by change.id`,
    );
    const changed = new Map<SearchKind, Set<number>>();
    let floor = this.floor;
    for (const row of rows) {
      floor = BigInt(row.floor);
      if (row.id === null || row.kind === null || row.record_id === null || row.tx === null) {
        continue;
      }
      const id = Number(row.id);
      if (this.applied.has(id) || !isSearchKind(row.kind)) continue;
      this.applied.set(id, BigInt(row.tx));
      const ids = changed.get(row.kind) ?? new Set<number>();
      ids.add(row.record_id);
      changed.set(row.kind, ids);
    }
    this.floor = floor;
    // Notes of transactions older than the floor are never read again.
    for (const [id, transaction] of this.applied) {
      if (transaction < floor) this.applied.delete(id);
    }
    return changed;
  }
}

/** Deletes the notes every instance has read long ago. */
export async function pruneChangeLog(db: Database, now: Date): Promise<void> {
  await db.execute(
    sql`delete from ${searchChanges} where ${searchChanges.changedAt} < ${new Date(now.getTime() - keptForMs)}`,
  );
}
