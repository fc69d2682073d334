import type { ReportTargetKind } from "@portal/shared";
import { forumPostPath } from "@portal/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { AuditActor } from "../../audit/use-cases/record-change.ts";
import { moderatePost } from "../../forum/use-cases/moderate-post.ts";
import { moderateReply } from "../../forum/use-cases/moderate-reply.ts";
import { recordModerationAction } from "../../forum/use-cases/record-moderation-action.ts";
import { refundBounty } from "../../forum/use-cases/refund-bounty.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import { forumReports } from "../schema.ts";
import { lockPost, lockReply } from "../targets.ts";

/**
 * A moderator's decision on the open reports of a post or a reply. Upholding deletes the
 * content with the reason (a post's held bounty goes back to its author when no answer was
 * adopted); dismissing shows it again. Either way every open report is closed with the outcome,
 * which makes each reporter's record, and the decision is recorded. Answers the notices for the
 * reporters and the author, to send once this has committed.
 */
export async function decideReports({
  db,
  now,
  actor,
  kind,
  targetId,
  uphold,
  reason,
  welcomeGrant,
}: {
  db: Database;
  now: Date;
  actor: AuditActor;
  kind: ReportTargetKind;
  targetId: number;
  uphold: boolean;
  reason: string | null;
  welcomeGrant: number;
}): Promise<{ outcome: "upheld" | "dismissed"; decided: number; notices: Notice[] }> {
  return inTransaction(db, async (tx) => {
    const { post, reply } =
      kind === "post"
        ? { post: await lockPost(tx, targetId), reply: null }
        : await lockReply(tx, targetId);
    const target = reply ?? post;
    const open = await tx
      .select({ id: forumReports.id, reporterId: forumReports.reporterId })
      .from(forumReports)
      .where(
        and(
          eq(forumReports.targetKind, kind),
          eq(forumReports.targetId, targetId),
          eq(forumReports.outcome, "open"),
        ),
      );
    if (open.length === 0) throw new AppError("conflict", "moderation.noOpenReports");

    const outcome = uphold ? "upheld" : "dismissed";
    await tx
      .update(forumReports)
      .set({ outcome, decidedById: actor.userId, decidedAt: now })
      .where(
        inArray(
          forumReports.id,
          open.map((report) => report.id),
        ),
      );

    const change = uphold
      ? // Content its author deleted meanwhile stays as the author left it.
        target.status === "deleted"
        ? null
        : { status: "deleted", statusReason: reason, hiddenByReports: false }
      : target.hiddenByReports
        ? { hiddenByReports: false }
        : null;
    let refunded = 0;
    if (change && reply) {
      await moderateReply(tx, { replyId: reply.id, change, now });
    } else if (change) {
      await moderatePost(tx, { postId: post.id, change, now });
      if (uphold) refunded = (await refundBounty(tx, post.id, now, welcomeGrant))?.amount ?? 0;
    }
    await recordModerationAction(tx, {
      postId: post.id,
      replyId: reply?.id ?? null,
      actor,
      action: uphold ? "delete" : "restore",
      reason,
      now,
    });

    const link = uphold && !reply ? null : forumPostPath(post.id, reply?.id);
    const params = { title: post.title, kind, reason: reason ?? "" };
    const notices: Notice[] = open.map((report) => ({
      userId: report.reporterId,
      kind: uphold ? "report_upheld" : "report_dismissed",
      params,
      link,
      actorId: actor.userId,
    }));
    if (change) {
      notices.push({
        userId: target.authorId,
        kind: "moderation",
        params: { ...params, action: uphold ? "delete" : "restore" },
        link,
        actorId: actor.userId,
      });
    }
    if (refunded > 0) {
      notices.push({
        userId: post.authorId,
        kind: "bounty_refunded",
        params: { title: post.title, amount: refunded },
        link: null,
      });
    }
    return { outcome, decided: open.length, notices };
  });
}
