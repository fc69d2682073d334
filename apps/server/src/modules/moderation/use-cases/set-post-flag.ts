import type { ModerationAction } from "@portal/shared";
import { forumPostPath } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { AuditActor } from "../../audit/use-cases/record-change.ts";
import { moderatePost } from "../../forum/use-cases/moderate-post.ts";
import { recordModerationAction } from "../../forum/use-cases/record-moderation-action.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import { lockPost, type PostRow } from "../targets.ts";

export type PostFlag = "top" | "essence" | "locked";

const columnOf = { top: "isTop", essence: "isEssence", locked: "isLocked" } as const;
const actionOf: Record<PostFlag, [on: ModerationAction, off: ModerationAction]> = {
  top: ["top", "untop"],
  essence: ["essence", "unessence"],
  locked: ["lock", "unlock"],
};

/**
 * Tops, marks as essence or locks a post, or takes that back; locking needs a reason. Setting
 * what is already set changes and records nothing. Answers the post and the notice for its
 * author.
 */
export async function setPostFlag({
  db,
  now,
  actor,
  postId,
  flag,
  value,
  reason,
}: {
  db: Database;
  now: Date;
  actor: AuditActor;
  postId: number;
  flag: PostFlag;
  value: boolean;
  reason: string | null;
}): Promise<{ post: PostRow; notices: Notice[] }> {
  if (flag === "locked" && value && !reason) {
    throw new AppError("bad_request", "moderation.reasonRequired", {
      fields: [{ field: "reason", messageKey: "moderation.reasonRequired" }],
    });
  }
  return inTransaction(db, async (tx) => {
    const post = await lockPost(tx, postId);
    if (post.status === "deleted") throw new AppError("conflict", "moderation.postDeleted");
    const column = columnOf[flag];
    if (post[column] === value) return { post, notices: [] };
    const changed = await moderatePost(tx, { postId, change: { [column]: value }, now });
    const action = actionOf[flag][value ? 0 : 1];
    await recordModerationAction(tx, { postId, actor, action, reason, now });
    return {
      post: changed ?? post,
      notices: [
        {
          userId: post.authorId,
          kind: "moderation",
          params: { action, reason: reason ?? "", title: post.title },
          link: forumPostPath(postId),
          actorId: actor.userId,
        },
      ],
    };
  });
}
