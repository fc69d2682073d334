import type { AuditKind, ForumStatus } from "@portal/shared";
import { forumPostPath } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { AuditActor } from "../../audit/use-cases/record-change.ts";
import { announcePost } from "../../forum/use-cases/announce-post.ts";
import { announceReply } from "../../forum/use-cases/announce-reply.ts";
import { moderatePost } from "../../forum/use-cases/moderate-post.ts";
import { moderateReply } from "../../forum/use-cases/moderate-reply.ts";
import { recordModerationAction } from "../../forum/use-cases/record-moderation-action.ts";
import { refundBounty } from "../../forum/use-cases/refund-bounty.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import type { PointsRuleSettings } from "../../points/use-cases/award-rule-points.ts";
import { lockPost, lockReply } from "../targets.ts";

/**
 * Decides a post or reply waiting in the audit queue. Approving publishes it as if it had just
 * been posted (the board's or post's latest activity moves); rejecting keeps it from readers
 * with the reason, which its author is told, and gives back a rejected post's held bounty.
 * Only a waiting item can be decided: a second decision answers 409.
 */
export async function verifyContent({
  db,
  now,
  actor,
  kind,
  id,
  approve,
  reason,
  pointsRules,
}: {
  db: Database;
  now: Date;
  actor: AuditActor;
  kind: AuditKind;
  id: number;
  approve: boolean;
  reason: string | null;
  pointsRules: PointsRuleSettings;
}): Promise<{ id: number; status: ForumStatus; notices: Notice[] }> {
  if (!approve && !reason) {
    throw new AppError("bad_request", "moderation.reasonRequired", {
      fields: [{ field: "reason", messageKey: "moderation.reasonRequired" }],
    });
  }
  const status: ForumStatus = approve ? "published" : "rejected";
  return inTransaction(db, async (tx) => {
    const { post, reply } =
      kind === "post" ? { post: await lockPost(tx, id), reply: null } : await lockReply(tx, id);
    const target = reply ?? post;
    if (target.status !== "pending") throw new AppError("conflict", "moderation.notPending");
    const decided = { status, statusReason: approve ? null : reason };
    const notices: Notice[] = [];
    const params = { title: post.title, reason: reason ?? "" };

    if (reply) {
      await moderateReply(tx, { replyId: reply.id, change: decided, now });
      if (approve) {
        notices.push(
          ...(await announceReply(tx, {
            post,
            replyId: reply.id,
            replyAuthorId: reply.authorId,
            now,
            pointsRules,
          })),
        );
      }
    } else {
      await moderatePost(tx, {
        postId: post.id,
        change: approve ? { ...decided, lastActivityAt: now } : decided,
        now,
      });
      if (approve) notices.push(...(await announcePost(tx, { post, now, pointsRules })));
      const refunded = approve
        ? null
        : await refundBounty(tx, post.id, now, pointsRules.welcomeGrant);
      if (refunded && refunded.amount > 0) {
        notices.push({
          userId: refunded.authorId,
          kind: "bounty_refunded",
          params: { title: post.title, amount: refunded.amount },
          link: null,
        });
      }
    }
    await recordModerationAction(tx, {
      postId: post.id,
      replyId: reply?.id ?? null,
      actor,
      action: approve ? "approve" : "reject",
      reason,
      now,
    });
    notices.unshift({
      userId: target.authorId,
      kind: `${kind}_${approve ? "approved" : "rejected"}`,
      params,
      link: approve || reply ? forumPostPath(post.id, reply?.id) : null,
      actorId: actor.userId,
    });
    return { id, status, notices };
  });
}
