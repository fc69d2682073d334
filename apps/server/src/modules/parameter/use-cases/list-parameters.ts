import { count } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { parameterKeywordCondition, parameterOrder } from "../parameter-order.ts";
import { parameters } from "../schema.ts";

/** `paramConfig/getList`: a page of parameters in their sort order, by key or description. */
export function listParameters({
  db,
  keyword,
  ...page
}: {
  db: Database;
  keyword?: string | undefined;
  page: number;
  pageSize: number;
}) {
  const condition = parameterKeywordCondition(keyword);
  return paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(parameters)
        .where(condition)
        .orderBy(...parameterOrder)
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: count() }).from(parameters).where(condition),
  });
}
