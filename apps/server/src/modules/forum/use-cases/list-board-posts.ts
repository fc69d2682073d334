import type { Page, PageQuery } from "@portal/shared";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { type PostSummaryRow, selectPostSummaries, visiblePost } from "../post-rows.ts";
import { forumBoards, forumPosts } from "../schema.ts";

/**
 * `queryPostsPageByTopicId`: a board's visible posts, top then essence first, then latest
 * activity; the order of the partial index forum_posts_board_list_index, read backwards.
 */
export async function listBoardPosts({
  db,
  boardId,
  page,
}: {
  db: Database;
  boardId: number;
  page: PageQuery;
}): Promise<Page<PostSummaryRow>> {
  const where = and(eq(forumPosts.boardId, boardId), visiblePost);
  return paginate(page, {
    rows: ({ limit, offset }) =>
      selectPostSummaries(db)
        .where(where)
        .orderBy(
          desc(forumPosts.isTop),
          desc(forumPosts.isEssence),
          desc(forumPosts.lastActivityAt),
          desc(forumPosts.id),
        )
        .limit(limit)
        .offset(offset),
    // The board keeps the count of its visible posts (recountBoard): counting the rows of a
    // big board took 8 ms of the page's 8.3 on PostgreSQL (33,000 posts), 86 ms on PGlite.
    count: () =>
      db
        .select({ total: forumBoards.postCount })
        .from(forumBoards)
        .where(eq(forumBoards.id, boardId)),
  });
}
