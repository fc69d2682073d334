import { forumSearchScanLimit, type Page, type PageQuery } from "@portal/shared";
import { desc, sql } from "drizzle-orm";
import { type Database, rowsOf } from "../../../platform/db/client.ts";
import { type PostSummaryRow, selectPostSummaries } from "../post-rows.ts";
import { forumPosts } from "../schema.ts";
import { searchTokens } from "./search-tokens.ts";

export type SearchPage = Page<PostSummaryRow> & { totalCapped: boolean };

type SearchMatches = { post_ids: number[]; total: number; capped: boolean };

/**
 * The page's posts by their ids, prepared once per database handle: node-postgres then keeps the
 * statement's plan on each pooled connection instead of planning the three-table join again on
 * every search (about 2 ms of the database server's time).
 */
const summariesByIds = new WeakMap<Database, ReturnType<typeof prepareSummariesByIds>>();

function prepareSummariesByIds(db: Database) {
  return selectPostSummaries(db)
    .where(sql`${forumPosts.id} = any(${sql.placeholder("ids")}::integer[])`)
    .orderBy(desc(forumPosts.id))
    .prepare("forum_search_summaries");
}

/**
 * `search`: visible posts whose title or body hold every token of the keyword, newest (highest
 * id) first. forum_search_postings lists the tokens of visible posts only and
 * forum_search_token_counts counts them; the function forum_search_matches (migration 0015)
 * finds one page of matches and their count there in one statement, and only the page's posts
 * are read. The search starts from the rarest token: alone, its count is the total. With other
 * tokens, it looks at that token's newest forumSearchScanLimit posts and keeps those holding the
 * others; when the rarest token is in more posts than that, older ones are not looked at and the
 * answer says `totalCapped`, so a common word costs what a rare one does.
 */
export async function searchPosts({
  db,
  keyword,
  page,
}: {
  db: Database;
  keyword: string;
  page: PageQuery;
}): Promise<SearchPage> {
  const paging = { page: page.page, pageSize: page.pageSize };
  const tokens = searchTokens(keyword, "query");
  if (tokens.length === 0) return { list: [], total: 0, totalCapped: false, ...paging };
  const offset = (page.page - 1) * page.pageSize;
  const [matches] = await rowsOf<SearchMatches>(
    db,
    sql`
    select post_ids, total, capped from forum_search_matches(
      ${sql.param(tokens, forumPosts.searchTokens)}::text[],
      ${page.pageSize}::integer, ${offset}::integer, ${forumSearchScanLimit}::integer
    )
  `,
  );
  if (!matches || matches.post_ids.length === 0) {
    return {
      list: [],
      total: matches?.total ?? 0,
      totalCapped: matches?.capped ?? false,
      ...paging,
    };
  }
  let summaries = summariesByIds.get(db);
  if (!summaries) {
    summaries = prepareSummariesByIds(db);
    summariesByIds.set(db, summaries);
  }
  const list = await summaries.execute({ ids: `{${matches.post_ids.join(",")}}` });
  return { list, total: matches.total, totalCapped: matches.capped, ...paging };
}
