import { forumPostPath } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { AuthContext } from "../../../platform/auth/auth-plugin.ts";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import { canSee, lockPost, postNotFound } from "../post-rows.ts";
import { forumPosts } from "../schema.ts";
import { moderatesBoard } from "./moderates-board.ts";
import { recordModerationAction } from "./record-moderation-action.ts";
import { recountBoard } from "./recount.ts";
import { refundBounty } from "./refund-bounty.ts";

/**
 * `delPosts`: the author or a moderator deletes a post, with a reason. A bounty still held (no
 * adopted answer) goes back to the author in the same transaction; a moderator's deletion is
 * recorded and its author told. Answers the notices to send once committed.
 */
export async function deletePost({
  db,
  now,
  actor,
  id,
  reason,
  welcomeGrant,
}: {
  db: Database;
  now: Date;
  actor: AuthContext;
  id: number;
  reason: string;
  welcomeGrant: number;
}): Promise<Notice[]> {
  return inTransaction(db, async (tx) => {
    const post = await lockPost(tx, id);
    const moderates = await moderatesBoard(tx, actor, post.boardId);
    const isAuthor = post.authorId === actor.userId;
    if (!isAuthor && !moderates) {
      if (!canSee(post, { userId: actor.userId, moderates })) throw postNotFound();
      throw new AppError("forbidden", "forum.notYours");
    }
    await tx
      .update(forumPosts)
      .set({ status: "deleted", statusReason: reason, updatedAt: now })
      .where(eq(forumPosts.id, id));
    const refunded = await refundBounty(tx, id, now, welcomeGrant);
    await recountBoard(tx, post.boardId);
    if (isAuthor) return [];
    await recordModerationAction(tx, { postId: id, actor, action: "delete", reason, now });
    const notices: Notice[] = [
      {
        userId: post.authorId,
        kind: "moderation",
        params: { action: "delete", reason, title: post.title },
        link: null,
        actorId: actor.userId,
      },
    ];
    if (refunded && refunded.amount > 0) {
      notices.push({
        userId: post.authorId,
        kind: "bounty_refunded",
        params: { amount: refunded.amount, title: post.title },
        link: forumPostPath(id),
        actorId: actor.userId,
      });
    }
    return notices;
  });
}
