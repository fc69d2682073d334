import { asc, count, ilike, or } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { containsPattern } from "../../../platform/db/like-pattern.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { type ParameterRecord, parameters } from "../schema.ts";

const order = [asc(parameters.sort), asc(parameters.id)] as const;

function keywordCondition(keyword: string | undefined) {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(ilike(parameters.key, pattern), ilike(parameters.description, pattern));
}

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
  const condition = keywordCondition(keyword);
  return paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(parameters)
        .where(condition)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: count() }).from(parameters).where(condition),
  });
}

/** `paramConfig/getListAll`: every parameter in its sort order. */
export function listAllParameters({ db }: { db: Database }): Promise<ParameterRecord[]> {
  return db
    .select()
    .from(parameters)
    .orderBy(...order);
}
