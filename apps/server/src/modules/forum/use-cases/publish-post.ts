import { forumLimits, type PublishPostInput } from "@portal/shared";
import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { richTextWithin } from "../../../platform/sanitize/rich-text.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import type { PointsRuleSettings } from "../../points/use-cases/award-rule-points.ts";
import { movePoints } from "../../points/use-cases/move-points.ts";
import { products } from "../../product/schema.ts";
import { boardNotFound } from "../board-rows.ts";
import { contentHash, hasLink, hasSensitiveWord } from "../posting-rules.ts";
import { forumBoards, forumPosts } from "../schema.ts";
import { announcePost } from "./announce-post.ts";
import { isNewAccount } from "./is-new-account.ts";
import { recountBoard } from "./recount.ts";
import { newAccountNoAttachments } from "./upload-attachment.ts";

const minute = 60_000;

/**
 * The member's limits (moderators are exempt): an account in its first day posts at most 3
 * times, with no link or attachment; one post a minute; not the same body within 10 minutes.
 * Answers why the post waits in the audit queue, if it does: a new account's first two posts.
 */
async function checkLimits(
  tx: Database,
  {
    authorId,
    now,
    input,
    hash,
  }: { authorId: number; now: Date; input: PublishPostInput; hash: string },
): Promise<"new_account" | null> {
  // Two publishes of one author at once would both pass the counts below: one at a time.
  await tx.execute(sql`select pg_advisory_xact_lock(${authorId}, 2101)`);
  const isNew = await isNewAccount(tx, authorId, now);
  const mine = eq(forumPosts.authorId, authorId);
  const [latest] = await tx
    .select({ createdAt: forumPosts.createdAt })
    .from(forumPosts)
    .where(mine)
    .orderBy(desc(forumPosts.createdAt))
    .limit(1);
  let earlierPosts = 0;
  if (isNew) {
    if (hasLink(input.content)) {
      throw new AppError("bad_request", "forum.newAccountNoLinks", {
        fields: [{ field: "content", messageKey: "forum.newAccountNoLinks" }],
      });
    }
    if (input.attachments.length > 0) throw newAccountNoAttachments();
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(forumPosts)
      .where(mine);
    earlierPosts = counted?.count ?? 0;
    if (earlierPosts >= forumLimits.newAccountPostsPerDay) {
      throw new AppError("too_many_requests", "forum.newAccountDailyLimit", {
        params: { limit: forumLimits.newAccountPostsPerDay },
      });
    }
  }
  const sinceLatest = latest
    ? now.getTime() - latest.createdAt.getTime()
    : Number.POSITIVE_INFINITY;
  if (sinceLatest < forumLimits.postIntervalSeconds * 1000) {
    const seconds = Math.ceil((forumLimits.postIntervalSeconds * 1000 - sinceLatest) / 1000);
    throw new AppError("too_many_requests", "forum.tooFast", { params: { seconds } });
  }
  const [repeated] = await tx
    .select({ id: forumPosts.id })
    .from(forumPosts)
    .where(
      and(
        mine,
        eq(forumPosts.contentHash, hash),
        gt(
          forumPosts.createdAt,
          new Date(now.getTime() - forumLimits.repeatWindowMinutes * minute),
        ),
      ),
    )
    .limit(1);
  if (repeated) {
    throw new AppError("bad_request", "forum.duplicateBody", {
      fields: [{ field: "content", messageKey: "forum.duplicateBody" }],
    });
  }
  return isNew && earlierPosts < forumLimits.newAccountQueuedPosts ? "new_account" : null;
}

/**
 * `publishPosts`: a question on a board, published at once or queued for the audit (a new
 * account's first two posts, or a sensitive word in it). Its bounty is held from the author's
 * balance in the same transaction, queued or not, so the points cannot be spent twice. A post
 * published at once answers the notices for its author's and board's followers.
 */
export async function publishPost({
  db,
  now,
  authorId,
  exempt,
  input,
  sensitiveWords,
  pointsRules,
}: {
  db: Database;
  now: Date;
  authorId: number;
  /** A moderator of the board or staff: never queued, no limits. */
  exempt: boolean;
  input: PublishPostInput;
  sensitiveWords: readonly string[];
  pointsRules: PointsRuleSettings;
}): Promise<{ id: number; status: "published" | "pending"; boardId: number; notices: Notice[] }> {
  const content = richTextWithin(input.content, {
    field: "content",
    maxCharacters: forumLimits.bodyMaxCharacters,
  });
  const hash = contentHash(content);
  return inTransaction(db, async (tx) => {
    const [board] = await tx
      .select({ id: forumBoards.id, template: forumBoards.template })
      .from(forumBoards)
      .where(eq(forumBoards.id, input.topicId));
    if (!board) throw boardNotFound();
    const templateAnswers: Record<string, string> = {};
    for (const field of board.template) {
      const answer = input.templateAnswers[field.key]?.trim() ?? "";
      if (field.required && answer === "") {
        throw new AppError("bad_request", "forum.templateRequired", {
          params: { label: field.label },
          fields: [{ field: `templateAnswers.${field.key}`, messageKey: "forum.templateRequired" }],
        });
      }
      if (answer !== "") templateAnswers[field.key] = answer;
    }
    const productIds = [...new Set(input.productIds)];
    if (productIds.length > 0) {
      const found = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, productIds), eq(products.status, "published")));
      if (found.length < productIds.length) {
        throw new AppError("bad_request", "forum.unknownProduct", {
          fields: [{ field: "productIds", messageKey: "forum.unknownProduct" }],
        });
      }
    }
    const queuedAs = exempt ? null : await checkLimits(tx, { authorId, now, input, hash });
    const sensitive =
      !exempt &&
      hasSensitiveWord([input.title, content, ...Object.values(templateAnswers)], sensitiveWords);
    const pendingReason = queuedAs ?? (sensitive ? "sensitive_words" : null);
    const status = pendingReason ? "pending" : "published";
    const [row] = await tx
      .insert(forumPosts)
      .values({
        boardId: board.id,
        authorId,
        title: input.title,
        content,
        templateAnswers,
        tags: [...new Set(input.tags)],
        productIds,
        attachments: input.attachments,
        reward: input.reward,
        rewardState: input.reward > 0 ? "held" : "none",
        status,
        statusReason: pendingReason,
        lastActivityAt: now,
        contentHash: hash,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: forumPosts.id });
    if (!row) throw new Error("the post was not inserted");
    if (input.reward > 0) {
      await movePoints(tx, {
        userId: authorId,
        amount: -input.reward,
        reason: "bounty_hold",
        postId: row.id,
        now,
        welcomeGrant: pointsRules.welcomeGrant,
      });
    }
    if (status === "pending") return { id: row.id, status, boardId: board.id, notices: [] };
    await recountBoard(tx, board.id);
    const notices = await announcePost(tx, {
      post: { id: row.id, title: input.title, authorId, boardId: board.id },
      now,
      pointsRules,
    });
    return { id: row.id, status, boardId: board.id, notices };
  });
}
