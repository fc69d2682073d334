import type { VoteAnswer } from "@portal/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import { forumPosts, forumReplies, forumReplyVotes } from "../schema.ts";
import { reportLikesReceived } from "./member-progress.ts";

/**
 * `like` (1) and `dislike` (-1) of a reply: the same again takes it back, the other replaces it.
 * Answers the medals a like brought its author, to send after commit.
 */
export async function voteReply({
  db,
  now,
  userId,
  replyId,
  value,
}: {
  db: Database;
  now: Date;
  userId: number;
  replyId: number;
  value: 1 | -1;
}): Promise<{ answer: VoteAnswer; notices: Notice[] }> {
  return inTransaction(db, async (tx) => {
    const [reply] = await tx
      .select({
        status: forumReplies.status,
        hidden: forumReplies.hiddenByReports,
        authorId: forumReplies.authorId,
        postStatus: forumPosts.status,
        postHidden: forumPosts.hiddenByReports,
      })
      .from(forumReplies)
      .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
      .where(eq(forumReplies.id, replyId))
      .for("update", { of: forumReplies });
    if (
      reply?.status !== "published" ||
      reply.hidden ||
      reply.postStatus !== "published" ||
      reply.postHidden
    ) {
      throw new AppError("not_found", "forum.replyNotFound");
    }
    const mine = and(eq(forumReplyVotes.replyId, replyId), eq(forumReplyVotes.userId, userId));
    const [previous] = await tx
      .select({ value: forumReplyVotes.value })
      .from(forumReplyVotes)
      .where(mine);
    const next = previous?.value === value ? 0 : value;
    if (previous) await tx.delete(forumReplyVotes).where(mine);
    if (next !== 0) await tx.insert(forumReplyVotes).values({ replyId, userId, value: next });
    const count = (counted: number) =>
      sql<number>`(select count(*)::int from ${forumReplyVotes} where ${forumReplyVotes.replyId} = ${replyId} and ${forumReplyVotes.value} = ${counted})`;
    const [counts] = await tx
      .update(forumReplies)
      .set({ likeCount: count(1), dislikeCount: count(-1) })
      .where(eq(forumReplies.id, replyId))
      .returning({ likeCount: forumReplies.likeCount, dislikeCount: forumReplies.dislikeCount });
    // A like given or taken back changes what the author received.
    const notices =
      next === 1 || previous?.value === 1 ? await reportLikesReceived(tx, reply.authorId, now) : [];
    return {
      answer: {
        liked: next === 1,
        disliked: next === -1,
        likeCount: counts?.likeCount ?? 0,
        dislikeCount: counts?.dislikeCount ?? 0,
      },
      notices,
    };
  });
}
