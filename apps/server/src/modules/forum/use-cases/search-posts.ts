import { forumSearchScanLimit, type Page, type PageQuery } from "@portal/shared";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { type PostSummaryRow, selectPostSummaries } from "../post-rows.ts";
import { forumPosts, forumSearchPostings, forumSearchTokenCounts } from "../schema.ts";
import { searchTokens } from "./search-tokens.ts";

export type SearchPage = Page<PostSummaryRow> & { totalCapped: boolean };

/**
 * `search`: visible posts whose title or body hold every token of the keyword, newest (highest
 * id) first. forum_search_postings lists the tokens of visible posts only and
 * forum_search_token_counts counts them, so matches are found and counted in their keys and
 * only the page's posts are read. The search starts from the rarest token: alone, its count is
 * the total. With other tokens, it looks at that token's newest forumSearchScanLimit posts and
 * keeps those holding the others; when the rarest token is in more posts than that, older ones
 * are not looked at and the answer says `totalCapped`, so a common word costs what a rare one
 * does.
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
  const nothing = {
    list: [],
    total: 0,
    totalCapped: false,
    page: page.page,
    pageSize: page.pageSize,
  };
  const tokens = searchTokens(keyword, "query");
  if (tokens.length === 0) return nothing;
  const counted = await db
    .select({ token: forumSearchTokenCounts.token, posts: forumSearchTokenCounts.posts })
    .from(forumSearchTokenCounts)
    .where(inArray(forumSearchTokenCounts.token, tokens))
    .orderBy(forumSearchTokenCounts.posts);
  const [rarest, ...others] = counted;
  // A token no visible post holds (no count, or a count back to 0) matches nothing.
  if (!rarest || rarest.posts === 0 || counted.length < tokens.length) return nothing;
  // Alone, every post of the token is a match; with others, the newest are looked at.
  const scanned = others.length > 0 ? Math.min(rarest.posts, forumSearchScanLimit) : rarest.posts;
  const candidates = db
    .select({ postId: forumSearchPostings.postId })
    .from(forumSearchPostings)
    .where(eq(forumSearchPostings.token, rarest.token))
    .orderBy(desc(forumSearchPostings.postId))
    .limit(scanned)
    .as("candidate");
  // A function: a query builder keeps the limit and offset given to it.
  const matches = () =>
    db
      .select({ postId: candidates.postId })
      .from(candidates)
      .where(
        and(
          // The offset keeps each check one key lookup per candidate: as a join, the planner
          // may read all of a common token's postings (68,000 for "at" on the bench forum).
          ...others.map(
            ({ token }) => sql`exists (
              select 1 from ${forumSearchPostings} as other_posting
              where other_posting.token = ${token} and other_posting.post_id = ${candidates.postId}
              offset 0
            )`,
          ),
        ),
      );
  const offset = (page.page - 1) * page.pageSize;
  const list = await selectPostSummaries(db)
    .where(
      inArray(
        forumPosts.id,
        matches().orderBy(desc(candidates.postId)).limit(page.pageSize).offset(offset),
      ),
    )
    .orderBy(desc(forumPosts.id));
  const isLastPage = list.length < page.pageSize && (list.length > 0 || page.page === 1);
  const countMatches = async () => {
    const [matched] = await db.select({ total: count() }).from(matches().as("match"));
    return matched?.total ?? 0;
  };
  let total = offset + list.length;
  if (!isLastPage) total = others.length === 0 ? rarest.posts : await countMatches();
  return {
    list,
    total,
    totalCapped: scanned < rarest.posts,
    page: page.page,
    pageSize: page.pageSize,
  };
}
