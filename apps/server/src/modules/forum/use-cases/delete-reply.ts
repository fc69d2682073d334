import { forumPostPath } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { AuthContext } from "../../../platform/auth/auth-plugin.ts";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import { forumPosts, forumReplies } from "../schema.ts";
import { moderatesBoard } from "./moderates-board.ts";
import { recordModerationAction } from "./record-moderation-action.ts";
import { recountPost } from "./recount.ts";

const replyNotFound = () => new AppError("not_found", "forum.replyNotFound");

/** `deletePost` of a reply: by its author or a moderator (recorded, and the author told). */
export async function deleteReply({
  db,
  now,
  actor,
  id,
  reason,
}: {
  db: Database;
  now: Date;
  actor: AuthContext;
  id: number;
  reason: string | null;
}): Promise<Notice[]> {
  return inTransaction(db, async (tx) => {
    const [reply] = await tx
      .select({
        postId: forumReplies.postId,
        authorId: forumReplies.authorId,
        status: forumReplies.status,
        hidden: forumReplies.hiddenByReports,
        boardId: forumPosts.boardId,
      })
      .from(forumReplies)
      .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
      .where(eq(forumReplies.id, id))
      .for("update", { of: forumReplies });
    if (!reply || reply.status === "deleted") throw replyNotFound();
    const isAuthor = reply.authorId === actor.userId;
    const moderates = await moderatesBoard(tx, actor, reply.boardId);
    if (!isAuthor && !moderates) {
      if (reply.status !== "published" || reply.hidden) throw replyNotFound();
      throw new AppError("forbidden", "forum.notYours");
    }
    await tx
      .update(forumReplies)
      .set({ status: "deleted", statusReason: reason, updatedAt: now })
      .where(eq(forumReplies.id, id));
    await recountPost(tx, reply.postId, now);
    if (isAuthor) return [];
    await recordModerationAction(tx, {
      postId: reply.postId,
      replyId: id,
      actor,
      action: "delete",
      reason,
      now,
    });
    return [
      {
        userId: reply.authorId,
        kind: "moderation",
        params: { action: "delete", reason: reason ?? "" },
        link: forumPostPath(reply.postId),
        actorId: actor.userId,
      },
    ];
  });
}
