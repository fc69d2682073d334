import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { commentNotFound } from "../comment-rows.ts";
import { textCommentLikes, textComments } from "../schema.ts";

/** `comment/like`: likes a comment, or takes the like back. */
export function toggleCommentLike({
  db,
  userId,
  commentId,
}: {
  db: Database;
  userId: number;
  commentId: number;
}): Promise<{ marked: boolean; count: number }> {
  return inTransaction(db, async (tx) => {
    const [comment] = await tx
      .select({ id: textComments.id })
      .from(textComments)
      .where(eq(textComments.id, commentId))
      .for("update");
    if (!comment) throw commentNotFound();
    const added = await tx
      .insert(textCommentLikes)
      .values({ commentId, userId })
      .onConflictDoNothing()
      .returning({ commentId: textCommentLikes.commentId });
    const marked = added.length > 0;
    if (!marked) {
      await tx
        .delete(textCommentLikes)
        .where(and(eq(textCommentLikes.commentId, commentId), eq(textCommentLikes.userId, userId)));
    }
    const [updated] = await tx
      .update(textComments)
      .set({ likeCount: sql`greatest(${textComments.likeCount} + ${marked ? 1 : -1}, 0)` })
      .where(eq(textComments.id, commentId))
      .returning({ count: textComments.likeCount });
    return { marked, count: updated?.count ?? 0 };
  });
}
