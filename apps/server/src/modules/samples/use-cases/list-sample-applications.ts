import type { Page, SampleManagementQuery } from "@portal/shared";
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { products } from "../../product/schema.ts";
import { sampleFilterCondition } from "../sample-filters.ts";
import { type SampleRow, selectSampleRows } from "../sample-rows.ts";
import { sampleApplications } from "../schema.ts";

/**
 * `/application/queryAllApplications`: every member's applications for staff, newest first,
 * filtered by state (the state index), product and keyword.
 */
export function listSampleApplications({
  db,
  query: { page, pageSize, ...filters },
}: {
  db: Database;
  query: SampleManagementQuery;
}): Promise<Page<SampleRow>> {
  const where = sampleFilterCondition(filters);
  return paginate(
    { page, pageSize },
    {
      rows: ({ limit, offset }) =>
        selectSampleRows(db)
          .where(where)
          .orderBy(desc(sampleApplications.createdAt), desc(sampleApplications.id))
          .limit(limit)
          .offset(offset),
      count: () =>
        db
          .select({ total: count() })
          .from(sampleApplications)
          .innerJoin(products, eq(products.id, sampleApplications.productId))
          .where(where),
    },
  );
}
