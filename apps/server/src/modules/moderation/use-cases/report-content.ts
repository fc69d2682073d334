import { moderationLimits, type ReportTargetKind } from "@portal/shared";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { moderatePost } from "../../forum/use-cases/moderate-post.ts";
import { moderateReply } from "../../forum/use-cases/moderate-reply.ts";
import { forumReports } from "../schema.ts";
import { lockPost, lockReply, postNotFound, replyNotFound } from "../targets.ts";

/**
 * Files a member's report of a post or a reply a reader can see (hidden ones included: the
 * report is still recorded). Once per member per target, ever: a second one answers 409. When
 * the open reports of different members other than the author reach the threshold, the content
 * is hidden until a moderator decides, and the counts that readers see are taken again.
 */
export async function reportContent({
  db,
  now,
  reporterId,
  kind,
  targetId,
  reason,
}: {
  db: Database;
  now: Date;
  reporterId: number;
  kind: ReportTargetKind;
  targetId: number;
  reason: string;
}): Promise<{ hidden: boolean }> {
  return inTransaction(db, async (tx) => {
    const target = await lockTarget(tx, kind, targetId);
    if (target.authorId === reporterId) throw new AppError("forbidden", "moderation.ownContent");
    const filed = await tx
      .insert(forumReports)
      .values({
        targetKind: kind,
        targetId,
        postId: target.postId,
        reporterId,
        reason,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: forumReports.id });
    if (filed.length === 0) throw new AppError("conflict", "moderation.alreadyReported");
    if (target.hidden) return { hidden: true };

    const [open] = await tx
      .select({ reporters: sql<number>`count(distinct ${forumReports.reporterId})::int` })
      .from(forumReports)
      .where(
        and(
          eq(forumReports.targetKind, kind),
          eq(forumReports.targetId, targetId),
          eq(forumReports.outcome, "open"),
          ne(forumReports.reporterId, target.authorId),
        ),
      );
    if ((open?.reporters ?? 0) < moderationLimits.reportsToHide) return { hidden: false };

    if (kind === "post") {
      await moderatePost(tx, { postId: targetId, change: { hiddenByReports: true }, now });
    } else {
      await moderateReply(tx, { replyId: targetId, change: { hiddenByReports: true }, now });
    }
    return { hidden: true };
  });
}

/** The reported content, locked; only what readers may see can be reported. */
async function lockTarget(tx: Database, kind: ReportTargetKind, targetId: number) {
  if (kind === "post") {
    const post = await lockPost(tx, targetId);
    if (post.status !== "published") throw postNotFound();
    return {
      postId: post.id,
      boardId: post.boardId,
      authorId: post.authorId,
      hidden: post.hiddenByReports,
    };
  }
  const { reply, post } = await lockReply(tx, targetId);
  if (reply.status !== "published" || post.status !== "published") throw replyNotFound();
  return {
    postId: post.id,
    boardId: post.boardId,
    authorId: reply.authorId,
    hidden: reply.hiddenByReports,
  };
}
