import type { RewardState } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { movePoints } from "../../points/use-cases/move-points.ts";
import { lockPost, postNotFound } from "../post-rows.ts";
import { forumPosts } from "../schema.ts";

/**
 * `hightReward`: the author sets their question's bounty to `reward` points, higher than it is,
 * while no answer is adopted. What is not held yet is taken from their balance now (all of it
 * when an earlier bounty went back to them).
 */
export async function raiseReward({
  db,
  now,
  userId,
  postId,
  reward,
  welcomeGrant,
}: {
  db: Database;
  now: Date;
  userId: number;
  postId: number;
  reward: number;
  welcomeGrant: number;
}): Promise<{ reward: number; rewardState: RewardState }> {
  return inTransaction(db, async (tx) => {
    const post = await lockPost(tx, postId);
    if (post.authorId !== userId) {
      if (post.status !== "published" || post.hiddenByReports) throw postNotFound();
      throw new AppError("forbidden", "forum.notYours");
    }
    if (post.status === "rejected") throw new AppError("conflict", "forum.notPublished");
    if (post.adoptedReplyId !== null) throw new AppError("conflict", "forum.alreadyAdopted");
    const held = post.rewardState === "held" ? post.reward : 0;
    if (reward <= held) {
      throw new AppError("bad_request", "forum.rewardNotHigher", {
        params: { reward: held },
        fields: [{ field: "reward", messageKey: "forum.rewardNotHigher" }],
      });
    }
    await movePoints(tx, {
      userId,
      amount: -(reward - held),
      reason: "bounty_hold",
      postId,
      now,
      welcomeGrant,
    });
    await tx
      .update(forumPosts)
      .set({ reward, rewardState: "held", updatedAt: now })
      .where(eq(forumPosts.id, postId));
    return { reward, rewardState: "held" };
  });
}
