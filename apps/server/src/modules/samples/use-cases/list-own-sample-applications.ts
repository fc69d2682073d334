import type { Page, PageQuery } from "@portal/shared";
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { type SampleRow, selectSampleRows } from "../sample-rows.ts";
import { sampleApplications } from "../schema.ts";

/** `/application/queryCurrentUserApplications`: a member's own applications, newest first. */
export function listOwnSampleApplications({
  db,
  userId,
  query,
}: {
  db: Database;
  userId: number;
  query: PageQuery;
}): Promise<Page<SampleRow>> {
  const own = eq(sampleApplications.userId, userId);
  return paginate(query, {
    rows: ({ limit, offset }) =>
      selectSampleRows(db)
        .where(own)
        .orderBy(desc(sampleApplications.createdAt), desc(sampleApplications.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: count() }).from(sampleApplications).where(own),
  });
}
