import type { Page, PageQuery } from "@portal/shared";
import { and, desc, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { type PostSummaryRow, selectPostSummaries, visiblePost } from "../post-rows.ts";
import { forumPosts } from "../schema.ts";
import { searchTokens } from "./search-tokens.ts";

/**
 * `search`: visible posts whose title or body hold every token of the keyword (the GIN index
 * on search_tokens answers `@>`), newest first.
 */
export async function searchPosts({
  db,
  keyword,
  page,
}: {
  db: Database;
  keyword: string;
  page: PageQuery;
}): Promise<Page<PostSummaryRow>> {
  const tokens = searchTokens(keyword, "query");
  if (tokens.length === 0) return { list: [], total: 0, page: page.page, pageSize: page.pageSize };
  const wanted = sql`array[${sql.join(
    tokens.map((token) => sql`${token}`),
    sql`, `,
  )}]::text[]`;
  const where = and(visiblePost, sql`${forumPosts.searchTokens} @> ${wanted}`);
  return paginate(page, {
    rows: ({ limit, offset }) =>
      selectPostSummaries(db)
        .where(where)
        .orderBy(desc(forumPosts.createdAt), desc(forumPosts.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: sql<number>`count(*)::int` }).from(forumPosts).where(where),
  });
}
