import { forumPostPath } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import type { AuditActor } from "../../audit/use-cases/record-change.ts";
import { moderateReply } from "../../forum/use-cases/moderate-reply.ts";
import { recordModerationAction } from "../../forum/use-cases/record-moderation-action.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import { lockReply, replyNotFound } from "../targets.ts";

/**
 * Marks a reply as certified (listed first after the adopted one) or takes the mark away;
 * setting what is already set records nothing. Answers the notice for the reply's author.
 */
export async function certifyReply({
  db,
  now,
  actor,
  id,
  certified,
}: {
  db: Database;
  now: Date;
  actor: AuditActor;
  id: number;
  certified: boolean;
}): Promise<{ id: number; certified: boolean; notices: Notice[] }> {
  return inTransaction(db, async (tx) => {
    const { reply, post } = await lockReply(tx, id);
    if (reply.status === "deleted") throw replyNotFound();
    if (reply.certified === certified) return { id, certified, notices: [] };
    await moderateReply(tx, { replyId: id, change: { certified }, now });
    const action = certified ? "certify" : "uncertify";
    await recordModerationAction(tx, { postId: post.id, replyId: id, actor, action, now });
    return {
      id,
      certified,
      notices: [
        {
          userId: reply.authorId,
          kind: "moderation",
          params: { action, reason: "", title: post.title },
          link: forumPostPath(post.id, id),
          actorId: actor.userId,
        },
      ],
    };
  });
}
