import type { Page, PageQuery } from "@portal/shared";
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { forumBoardFollows, forumBoards } from "../schema.ts";

/** `queryUserFocusTopics`: the boards a member follows, newest follow first, names as written. */
export function listFollowedBoards({
  db,
  userId,
  page,
}: {
  db: Database;
  userId: number;
  page: PageQuery;
}): Promise<Page<{ boardId: number; boardName: string; postCount: number; followedAt: Date }>> {
  const mine = eq(forumBoardFollows.userId, userId);
  return paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select({
          boardId: forumBoards.id,
          boardName: forumBoards.name,
          postCount: forumBoards.postCount,
          followedAt: forumBoardFollows.createdAt,
        })
        .from(forumBoardFollows)
        .innerJoin(forumBoards, eq(forumBoards.id, forumBoardFollows.boardId))
        .where(mine)
        .orderBy(desc(forumBoardFollows.createdAt), desc(forumBoardFollows.boardId))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: count() }).from(forumBoardFollows).where(mine),
  });
}
