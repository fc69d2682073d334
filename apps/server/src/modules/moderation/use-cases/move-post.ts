import { forumPostPath } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { AuditActor } from "../../audit/use-cases/record-change.ts";
import { forumBoards } from "../../forum/schema.ts";
import { moderatePost } from "../../forum/use-cases/moderate-post.ts";
import { recordModerationAction } from "../../forum/use-cases/record-moderation-action.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import { lockPost, type PostRow } from "../targets.ts";

/**
 * Moves a post to another board with a reason; both boards' counts are taken again. Answers the
 * post and the notice for its author.
 */
export async function movePost({
  db,
  now,
  actor,
  postId,
  boardId,
  reason,
}: {
  db: Database;
  now: Date;
  actor: AuditActor;
  postId: number;
  boardId: number;
  reason: string;
}): Promise<{ post: PostRow; notices: Notice[] }> {
  return inTransaction(db, async (tx) => {
    const post = await lockPost(tx, postId);
    const [board] = await tx
      .select({ id: forumBoards.id, name: forumBoards.name })
      .from(forumBoards)
      .where(eq(forumBoards.id, boardId));
    if (!board) throw new AppError("not_found", "moderation.boardNotFound");
    if (post.status === "deleted") throw new AppError("conflict", "moderation.postDeleted");
    if (post.boardId === boardId) throw new AppError("bad_request", "moderation.sameBoard");
    const moved = await moderatePost(tx, { postId, change: { boardId }, now });
    await recordModerationAction(tx, { postId, actor, action: "move", reason, now });
    return {
      post: moved ?? post,
      notices: [
        {
          userId: post.authorId,
          kind: "moderation",
          params: { action: "move", reason, title: post.title, board: board.name },
          link: forumPostPath(postId),
          actorId: actor.userId,
        },
      ],
    };
  });
}
