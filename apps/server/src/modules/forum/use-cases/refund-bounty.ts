import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { movePoints } from "../../points/use-cases/move-points.ts";
import { forumPosts } from "../schema.ts";

/**
 * Gives a post's held bounty back to its author (deleted or rejected with no adopted answer, or
 * expired), in the caller's transaction. The post row is locked first, so a refund and an
 * adoption of the same bounty run one after the other and only the first moves the points.
 * Answers what was refunded, or null when nothing was held.
 */
export async function refundBounty(
  tx: Database,
  postId: number,
  now: Date,
  welcomeGrant: number,
): Promise<{ authorId: number; amount: number } | null> {
  return inTransaction(tx, async (inner) => {
    const [post] = await inner
      .select({
        authorId: forumPosts.authorId,
        reward: forumPosts.reward,
        rewardState: forumPosts.rewardState,
        adoptedReplyId: forumPosts.adoptedReplyId,
      })
      .from(forumPosts)
      .where(eq(forumPosts.id, postId))
      .for("update");
    if (post?.rewardState !== "held" || post.adoptedReplyId !== null) return null;
    await inner
      .update(forumPosts)
      .set({ rewardState: "refunded", updatedAt: now })
      .where(eq(forumPosts.id, postId));
    if (post.reward > 0) {
      await movePoints(inner, {
        userId: post.authorId,
        amount: post.reward,
        reason: "bounty_refund",
        postId,
        now,
        welcomeGrant,
      });
    }
    return { authorId: post.authorId, amount: post.reward };
  });
}
