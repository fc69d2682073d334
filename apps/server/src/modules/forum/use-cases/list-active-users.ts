import { activeUserLimits } from "@portal/shared";
import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "../../../platform/db/client.ts";
import { users } from "../../user/schema.ts";
import { forumPosts, forumReplies } from "../schema.ts";

export type ActiveUserRow = {
  id: number;
  nickname: string | null;
  phone: string;
  avatarUrl: string | null;
  posts: number;
  replies: number;
};

/**
 * `queryActiveUsers`: the members with the most posts and replies readers see, written in the
 * last 7 days, most first (ties: more posts, then the longer-standing account). Deleted and
 * locked accounts are left out.
 */
export function listActiveUsers({
  db,
  now,
}: {
  db: Database;
  now: Date;
}): Promise<ActiveUserRow[]> {
  const since = new Date(now.getTime() - activeUserLimits.days * 24 * 60 * 60 * 1000).toISOString();
  return rowsOf<ActiveUserRow>(
    db,
    sql`
      with activity as (
        select ${forumPosts.authorId} as author_id, 1 as posts, 0 as replies
          from ${forumPosts}
          where ${forumPosts.createdAt} >= ${since}::timestamptz
            and ${forumPosts.status} = 'published' and not ${forumPosts.hiddenByReports}
        union all
        select ${forumReplies.authorId}, 0, 1
          from ${forumReplies}
          join ${forumPosts} on ${forumPosts.id} = ${forumReplies.postId}
          where ${forumReplies.createdAt} >= ${since}::timestamptz
            and ${forumReplies.status} = 'published' and not ${forumReplies.hiddenByReports}
            and ${forumPosts.status} = 'published' and not ${forumPosts.hiddenByReports}
      ), counted as (
        select author_id, sum(posts)::int as posts, sum(replies)::int as replies
          from activity group by author_id
      )
      select ${users.id} as "id", ${users.nickname} as "nickname", ${users.phone} as "phone",
             ${users.avatarUrl} as "avatarUrl", counted.posts as "posts",
             counted.replies as "replies"
        from counted join ${users} on ${users.id} = counted.author_id
        where ${users.status} = 'active'
        order by counted.posts + counted.replies desc, counted.posts desc, ${users.id}
        limit ${activeUserLimits.count}`,
  );
}
