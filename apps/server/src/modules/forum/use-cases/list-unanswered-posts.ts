import type { Page, PageQuery } from "@portal/shared";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { type PostSummaryRow, selectPostSummaries, visiblePost } from "../post-rows.ts";
import { forumPosts } from "../schema.ts";

/** Visible posts nobody has answered yet, newest first (forum_posts_unanswered_index). */
export async function listUnansweredPosts({
  db,
  boardId,
  page,
}: {
  db: Database;
  boardId?: number | undefined;
  page: PageQuery;
}): Promise<Page<PostSummaryRow>> {
  const where = and(
    visiblePost,
    eq(forumPosts.replyCount, 0),
    boardId === undefined ? undefined : eq(forumPosts.boardId, boardId),
  );
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
