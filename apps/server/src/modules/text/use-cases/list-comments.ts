import type { Page, PageQuery } from "@portal/shared";
import { count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { users } from "../../user/schema.ts";
import { assertPublished } from "../comment-rows.ts";
import type { CommentRow } from "../present.ts";
import { textCommentLikes, textComments } from "../schema.ts";

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
