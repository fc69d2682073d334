import { forumPostPath } from "@portal/shared";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import type { PointsRuleSettings } from "../../points/use-cases/award-rule-points.ts";
import { deliverFollowNews, withoutUnreadNewsOf } from "../follow-news.ts";
import { forumPostFollows, forumPosts } from "../schema.ts";
import { countActivity } from "./count-activity.ts";
import { creditReply } from "./member-progress.ts";
import { recountPost } from "./recount.ts";

/**
 * What a reply becoming visible does, whether published at once or approved from the audit
 * queue: the post's counts and latest activity, today's activity for hot posts, and the notices
 * (sent by the caller once the transaction commits): `reply` for the post's author, and
 * `followed_reply` for its followers who have no unread news of the post yet (a digest item for
 * those who chose the digest). Its author gets the reply's points.
 */
export async function announceReply(
  tx: Database,
  {
    post,
    replyId,
    replyAuthorId,
    now,
    pointsRules,
  }: {
    post: { id: number; title: string; authorId: number };
    replyId: number;
    replyAuthorId: number;
    now: Date;
    pointsRules: PointsRuleSettings;
  },
): Promise<Notice[]> {
  const credited = await creditReply(tx, {
    authorId: replyAuthorId,
    postId: post.id,
    now,
    settings: pointsRules,
  });
  await recountPost(tx, post.id, now);
  await tx
    .update(forumPosts)
    .set({
      lastActivityAt: sql`greatest(${forumPosts.lastActivityAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(forumPosts.id, post.id));
  await countActivity(tx, post.id, now, "replies");
  const followers = await tx
    .select({ userId: forumPostFollows.userId })
    .from(forumPostFollows)
    .where(
      and(
        eq(forumPostFollows.postId, post.id),
        ne(forumPostFollows.userId, post.authorId),
        ne(forumPostFollows.userId, replyAuthorId),
      ),
    );
  const link = forumPostPath(post.id, replyId);
  const followerNotices = await deliverFollowNews(tx, {
    followerIds: await withoutUnreadNewsOf(tx, {
      userIds: followers.map((follower) => follower.userId),
      link: forumPostPath(post.id),
    }),
    postId: post.id,
    kind: "reply",
    notice: { kind: "followed_reply", params: { title: post.title }, link, actorId: replyAuthorId },
    now,
  });
  return [
    ...credited,
    {
      userId: post.authorId,
      kind: "reply",
      params: { title: post.title },
      link,
      actorId: replyAuthorId,
    },
    ...followerNotices,
  ];
}
