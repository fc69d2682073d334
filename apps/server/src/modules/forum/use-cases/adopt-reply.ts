import { forumPostPath } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import type { AuthContext } from "../../../platform/auth/auth-plugin.ts";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import type { PointsRuleSettings } from "../../points/use-cases/award-rule-points.ts";
import { movePoints } from "../../points/use-cases/move-points.ts";
import { canSee, isVisible, lockPost, postNotFound } from "../post-rows.ts";
import { forumPosts, forumReplies } from "../schema.ts";
import { creditAdoption } from "./member-progress.ts";
import { moderatesBoard } from "./moderates-board.ts";
import { recordModerationAction } from "./record-moderation-action.ts";

/**
 * `adopted`: the author (or a moderator) adopts one reply as the answer, once, and its held
 * bounty goes to the reply's author in the same transaction. The post row is locked first, so
 * two adoptions at once run one after the other and the second finds the answer taken (409).
 * The reply's author gets the adopted answer's points and their replies-adopted count.
 */
export async function adoptReply({
  db,
  now,
  actor,
  postId,
  replyId,
  pointsRules,
}: {
  db: Database;
  now: Date;
  actor: AuthContext;
  postId: number;
  replyId: number;
  pointsRules: PointsRuleSettings;
}): Promise<Notice[]> {
  return inTransaction(db, async (tx) => {
    const post = await lockPost(tx, postId);
    const moderates = await moderatesBoard(tx, actor, post.boardId);
    const isAuthor = post.authorId === actor.userId;
    if (!isAuthor && !moderates) {
      if (!canSee(post, { userId: actor.userId, moderates })) throw postNotFound();
      throw new AppError("forbidden", "forum.notYours");
    }
    if (!isVisible(post)) throw new AppError("conflict", "forum.notPublished");
    if (post.adoptedReplyId !== null) throw new AppError("conflict", "forum.alreadyAdopted");
    const [reply] = await tx
      .select({
        authorId: forumReplies.authorId,
        status: forumReplies.status,
        hidden: forumReplies.hiddenByReports,
      })
      .from(forumReplies)
      .where(and(eq(forumReplies.id, replyId), eq(forumReplies.postId, postId)));
    if (reply?.status !== "published" || reply.hidden) {
      throw new AppError("not_found", "forum.replyNotFound");
    }
    if (reply.authorId === post.authorId || reply.authorId === actor.userId) {
      throw new AppError("bad_request", "forum.adoptOwnReply");
    }
    const pays = post.rewardState === "held" && post.reward > 0;
    await tx
      .update(forumPosts)
      .set({
        adoptedReplyId: replyId,
        rewardState: pays ? "paid" : post.rewardState,
        updatedAt: now,
      })
      .where(eq(forumPosts.id, postId));
    if (pays) {
      await movePoints(tx, {
        userId: reply.authorId,
        amount: post.reward,
        reason: "bounty_pay",
        postId,
        now,
        welcomeGrant: pointsRules.welcomeGrant,
      });
    }
    const credited = await creditAdoption(tx, {
      authorId: reply.authorId,
      postId,
      now,
      settings: pointsRules,
    });
    if (!isAuthor)
      await recordModerationAction(tx, { postId, replyId, actor, action: "adopt", now });
    const link = forumPostPath(postId, replyId);
    const notices: Notice[] = [
      {
        userId: reply.authorId,
        kind: "adoption",
        params: { title: post.title },
        link,
        actorId: actor.userId,
      },
    ];
    if (pays) {
      notices.push({
        userId: reply.authorId,
        kind: "bounty_paid",
        params: { title: post.title, amount: post.reward },
        link,
        actorId: actor.userId,
      });
    }
    return [...notices, ...credited];
  });
}
