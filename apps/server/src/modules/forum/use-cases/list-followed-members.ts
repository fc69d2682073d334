import type { Page, PageQuery } from "@portal/shared";
import { and, count, desc, eq, ne } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { users } from "../../user/schema.ts";
import { forumUserFollows } from "../schema.ts";

export type FollowMemberRow = {
  id: number;
  nickname: string | null;
  phone: string;
  avatarUrl: string | null;
  followedAt: Date;
};

/**
 * One side of the member follows, newest follow first: whom `userId` follows (`following`) or
 * who follows them (`followers`). Deleted accounts are left out, as everywhere they are shown.
 */
export function listFollowedMembers({
  db,
  userId,
  side,
  page,
}: {
  db: Database;
  userId: number;
  side: "following" | "followers";
  page: PageQuery;
}): Promise<Page<FollowMemberRow>> {
  const [mine, theirs] =
    side === "following"
      ? [forumUserFollows.followerId, forumUserFollows.followeeId]
      : [forumUserFollows.followeeId, forumUserFollows.followerId];
  const condition = and(eq(mine, userId), ne(users.status, "deleted"));
  return paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select({
          id: users.id,
          nickname: users.nickname,
          phone: users.phone,
          avatarUrl: users.avatarUrl,
          followedAt: forumUserFollows.createdAt,
        })
        .from(forumUserFollows)
        .innerJoin(users, eq(users.id, theirs))
        .where(condition)
        .orderBy(desc(forumUserFollows.createdAt), desc(theirs))
        .limit(limit)
        .offset(offset),
    count: () =>
      db
        .select({ total: count() })
        .from(forumUserFollows)
        .innerJoin(users, eq(users.id, theirs))
        .where(condition),
  });
}
