import type { Page, PageQuery } from "@portal/shared";
import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { visiblePost } from "../post-rows.ts";
import { forumPostFollows, forumPosts } from "../schema.ts";

/**
 * `queryUserFocusPosts`: the posts a member follows that readers see now, newest follow first
 * (a post hidden or deleted since drops out of the list and its news).
 */
export function listFollowedPosts({
  db,
  userId,
  page,
}: {
  db: Database;
  userId: number;
  page: PageQuery;
}) {
  const condition = and(eq(forumPostFollows.userId, userId), visiblePost);
  return paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select({
          id: forumPosts.id,
          title: forumPosts.title,
          boardId: forumPosts.boardId,
          replyCount: forumPosts.replyCount,
          lastActivityAt: forumPosts.lastActivityAt,
          followedAt: forumPostFollows.createdAt,
        })
        .from(forumPostFollows)
        .innerJoin(forumPosts, eq(forumPosts.id, forumPostFollows.postId))
        .where(condition)
        .orderBy(desc(forumPostFollows.createdAt), desc(forumPostFollows.postId))
        .limit(limit)
        .offset(offset),
    count: () =>
      db
        .select({ total: count() })
        .from(forumPostFollows)
        .innerJoin(forumPosts, eq(forumPosts.id, forumPostFollows.postId))
        .where(condition),
  }) satisfies Promise<Page<unknown>>;
}
