import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { commentNotFound } from "../comment-rows.ts";
import { textComments, texts } from "../schema.ts";

/** `comment/delete`: by its author, or by a moderator (403 for anybody else). */
export function deleteComment({
  db,
  viewer,
  commentId,
}: {
  db: Database;
  viewer: { userId: number; moderates: boolean };
  commentId: number;
}): Promise<void> {
  return inTransaction(db, async (tx) => {
    const [comment] = await tx
      .select({ userId: textComments.userId, textId: textComments.textId })
      .from(textComments)
      .where(eq(textComments.id, commentId))
      .for("update");
    if (!comment) throw commentNotFound();
    if (comment.userId !== viewer.userId && !viewer.moderates) {
      throw new AppError("forbidden", "text.commentNotYours");
    }
    await tx.delete(textComments).where(eq(textComments.id, commentId));
    await tx
      .update(texts)
      .set({ commentCount: sql`greatest(${texts.commentCount} - 1, 0)` })
      .where(eq(texts.id, comment.textId));
  });
}
