import type { ParameterSortInput } from "@portal/shared";
import { eq, inArray } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { nextVersion } from "../../../platform/db/versioned-row.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { parameterNotFound } from "../parameter-rules.ts";
import { parameters } from "../schema.ts";

/**
 * `paramConfig/editSort`: sets the sort of several parameters at once (a drag in the table), all
 * or none; each changed row's version goes up, so a form opened before the move reloads.
 */
export function sortParameters({
  db,
  now,
  actor,
  items,
}: ParameterSortInput & StaffWrite): Promise<void> {
  const ids = [...new Set(items.map((item) => item.id))];
  return inTransaction(db, async (tx) => {
    const current = await tx
      .select({ id: parameters.id, key: parameters.key, sort: parameters.sort })
      .from(parameters)
      .where(inArray(parameters.id, ids))
      .for("update");
    if (current.length !== ids.length) throw parameterNotFound();
    const sortById = new Map(items.map((item) => [item.id, item.sort]));
    const changed = current.filter((row) => sortById.get(row.id) !== row.sort);
    for (const row of changed) {
      await tx
        .update(parameters)
        .set({
          sort: sortById.get(row.id) ?? row.sort,
          version: nextVersion(parameters.version),
          updatedAt: now,
        })
        .where(eq(parameters.id, row.id));
    }
    if (changed.length === 0) return;
    await recordChange({
      db: tx,
      actor,
      action: "parameter.sort",
      targetType: "parameter",
      targetId: null,
      before: changed.map((row) => ({ key: row.key, sort: row.sort })),
      after: changed.map((row) => ({ key: row.key, sort: sortById.get(row.id) })),
      at: now,
    });
  });
}
