import type { SampleFilters } from "@portal/shared";
import { and, asc, gt } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { rowsInBatches } from "../../../platform/spreadsheet/table-export.ts";
import { sampleFilterCondition } from "../sample-filters.ts";
import { type SampleRow, selectSampleRows } from "../sample-rows.ts";
import { sampleApplications } from "../schema.ts";

/** Rows one statement of the export reads. */
const batchSize = 500;

/** `/application/exportExcel`: every application the staff list's filters match, in id order. */
export function exportSampleApplications({
  db,
  filters,
}: {
  db: Database;
  filters: SampleFilters;
}): AsyncGenerator<SampleRow & { id: number }> {
  const where = sampleFilterCondition(filters);
  return rowsInBatches(async (lastId) => {
    const batch = await selectSampleRows(db)
      .where(and(where, lastId === null ? undefined : gt(sampleApplications.id, lastId)))
      .orderBy(asc(sampleApplications.id))
      .limit(batchSize);
    return batch.map((row) => ({ ...row, id: row.application.id }));
  });
}
