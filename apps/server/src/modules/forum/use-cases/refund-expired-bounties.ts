import { forumLimits } from "@portal/shared";
import { and, asc, eq, isNull, lt } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { forumPosts } from "../schema.ts";
import { refundBounty } from "./refund-bounty.ts";

/** Posts a sweep refunds at most (the next sweep takes the rest). */
const mostPerSweep = 500;

/**
 * Returns the bounties held over 30 days without an adopted answer to their authors, one
 * transaction per post (forum_posts_held_reward_index finds them). Answers what was refunded.
 */
export async function refundExpiredBounties({
  db,
  now,
  welcomeGrant,
}: {
  db: Database;
  now: Date;
  welcomeGrant: number;
}): Promise<{ postId: number; title: string; authorId: number; amount: number }[]> {
  const expiredBefore = new Date(
    now.getTime() - forumLimits.bountyExpiryDays * 24 * 60 * 60 * 1000,
  );
  const expired = await db
    .select({ id: forumPosts.id, title: forumPosts.title })
    .from(forumPosts)
    .where(
      and(
        eq(forumPosts.rewardState, "held"),
        isNull(forumPosts.adoptedReplyId),
        lt(forumPosts.createdAt, expiredBefore),
      ),
    )
    .orderBy(asc(forumPosts.createdAt))
    .limit(mostPerSweep);
  const refunded = [];
  for (const post of expired) {
    const done = await inTransaction(db, (tx) => refundBounty(tx, post.id, now, welcomeGrant));
    if (done) refunded.push({ postId: post.id, title: post.title, ...done });
  }
  return refunded;
}
