import type { ForumStatus, Page, PageQuery } from "@portal/shared";
import { and, desc, eq, ilike, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { containsPattern } from "../../../platform/db/like-pattern.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { type PostSummaryRow, selectPostSummaries } from "../post-rows.ts";
import { forumPosts } from "../schema.ts";

/** `findPostsPageByTopicId`: posts in every state for staff, newest first, filtered. */
export async function listStaffPosts({
  db,
  boardId,
  status,
  keyword,
  page,
}: {
  db: Database;
  boardId?: number | undefined;
  status?: ForumStatus | undefined;
  keyword?: string | undefined;
  page: PageQuery;
}): Promise<Page<PostSummaryRow>> {
  const where = and(
    boardId === undefined ? undefined : eq(forumPosts.boardId, boardId),
    status === undefined ? undefined : eq(forumPosts.status, status),
    keyword ? ilike(forumPosts.title, containsPattern(keyword)) : undefined,
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
