import type { Page, PageQuery } from "@portal/shared";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { users } from "../../user/schema.ts";
import type { CommentRow } from "../present.ts";
import { textCommentLikes, textComments, texts } from "../schema.ts";
import { textNotFound } from "../text-rows.ts";

const commentNotFound = () => new AppError("not_found", "text.commentNotFound");

async function assertPublished(db: Database, textId: number) {
  const [text] = await db.select({ status: texts.status }).from(texts).where(eq(texts.id, textId));
  if (text?.status !== "published") throw textNotFound();
}

/** `comment/getComments`: a published text's comments, newest first. */
export async function listComments({
  db,
  textId,
  viewerId,
  page,
}: {
  db: Database;
  textId: number;
  viewerId: number | null;
  page: PageQuery;
}): Promise<Page<CommentRow>> {
  await assertPublished(db, textId);
  const condition = eq(textComments.textId, textId);
  const liked =
    viewerId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${textCommentLikes} where ${textCommentLikes.commentId} = ${textComments.id} and ${textCommentLikes.userId} = ${viewerId})`;
  return paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select({
          id: textComments.id,
          textId: textComments.textId,
          userId: textComments.userId,
          nickname: users.nickname,
          avatar: users.avatarUrl,
          authorDeleted: sql<boolean>`${users.deletedAt} is not null`,
          content: textComments.content,
          likeCount: textComments.likeCount,
          liked,
          createdAt: textComments.createdAt,
        })
        .from(textComments)
        .innerJoin(users, eq(users.id, textComments.userId))
        .where(condition)
        .orderBy(desc(textComments.createdAt), desc(textComments.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: count() }).from(textComments).where(condition),
  });
}

/** `comment/addComment`: a signed-in user's comment on a published text. */
export function addComment({
  db,
  now,
  userId,
  textId,
  content,
}: {
  db: Database;
  now: Date;
  userId: number;
  textId: number;
  content: string;
}): Promise<number> {
  return inTransaction(db, async (tx) => {
    await assertPublished(tx, textId);
    const [row] = await tx
      .insert(textComments)
      .values({ textId, userId, content, createdAt: now })
      .returning({ id: textComments.id });
    if (!row) throw new Error("the comment was not inserted");
    await tx
      .update(texts)
      .set({ commentCount: sql`${texts.commentCount} + 1` })
      .where(eq(texts.id, textId));
    return row.id;
  });
}

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
