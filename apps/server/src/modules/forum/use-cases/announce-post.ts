import { forumPostPath } from "@portal/shared";
import { eq } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import type { Database } from "../../../platform/db/client.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import type { PointsRuleSettings } from "../../points/use-cases/award-rule-points.ts";
import { deliverFollowNews } from "../follow-news.ts";
import { forumBoardFollows, forumUserFollows } from "../schema.ts";
import { creditPost } from "./member-progress.ts";

/**
 * What a post becoming visible tells, whether published at once or approved from the audit
 * queue: one `followed_post` for each member following its author or its board (one for a
 * member following both; none for the author), or a digest item for those who chose the digest.
 * Its author gets the post's points and their posts-published count. The notices are sent by
 * the caller once the transaction commits.
 */
export async function announcePost(
  tx: Database,
  {
    post,
    now,
    pointsRules,
  }: {
    post: { id: number; title: string; authorId: number; boardId: number };
    now: Date;
    pointsRules: PointsRuleSettings;
  },
): Promise<Notice[]> {
  const credited = await creditPost(tx, {
    authorId: post.authorId,
    postId: post.id,
    now,
    settings: pointsRules,
  });
  const followers = await union(
    tx
      .select({ userId: forumUserFollows.followerId })
      .from(forumUserFollows)
      .where(eq(forumUserFollows.followeeId, post.authorId)),
    tx
      .select({ userId: forumBoardFollows.userId })
      .from(forumBoardFollows)
      .where(eq(forumBoardFollows.boardId, post.boardId)),
  );
  const news = await deliverFollowNews(tx, {
    followerIds: followers
      .map((follower) => follower.userId)
      .filter((userId) => userId !== post.authorId),
    postId: post.id,
    kind: "post",
    notice: {
      kind: "followed_post",
      params: { title: post.title },
      link: forumPostPath(post.id),
      actorId: post.authorId,
    },
    now,
  });
  return [...credited, ...news];
}
