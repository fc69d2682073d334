import type { VoteAnswer } from "@portal/shared";
import { forumPostPath } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import { isVisible, lockPost, postNotFound } from "../post-rows.ts";
import { forumPosts, forumPostVotes } from "../schema.ts";
import { countActivity } from "./count-activity.ts";
import { reportLikesReceived } from "./member-progress.ts";
import { recountPost } from "./recount.ts";

/**
 * `postsToLike` (1) and `postsToDislike` (-1): the same vote again takes it back, the other one
 * replaces it (a member likes or dislikes a post, never both). A new like tells the author.
 */
export async function votePost({
  db,
  now,
  userId,
  postId,
  value,
}: {
  db: Database;
  now: Date;
  userId: number;
  postId: number;
  value: 1 | -1;
}): Promise<{ answer: VoteAnswer; notices: Notice[] }> {
  return inTransaction(db, async (tx) => {
    const post = await lockPost(tx, postId);
    if (!isVisible(post)) throw postNotFound();
    const mine = and(eq(forumPostVotes.postId, postId), eq(forumPostVotes.userId, userId));
    const [previous] = await tx
      .select({ value: forumPostVotes.value })
      .from(forumPostVotes)
      .where(mine);
    const next = previous?.value === value ? 0 : value;
    if (previous) await tx.delete(forumPostVotes).where(mine);
    if (next !== 0) await tx.insert(forumPostVotes).values({ postId, userId, value: next });
    if (next === 1) await countActivity(tx, postId, now, "likes");
    else if (previous?.value === 1) await countActivity(tx, postId, now, "likes", -1);
    await recountPost(tx, postId, now);
    const [counts] = await tx
      .select({ likeCount: forumPosts.likeCount, dislikeCount: forumPosts.dislikeCount })
      .from(forumPosts)
      .where(eq(forumPosts.id, postId));
    const liked: Notice[] =
      next === 1
        ? [
            {
              userId: post.authorId,
              kind: "like",
              params: { title: post.title },
              link: forumPostPath(postId),
              actorId: userId,
            },
          ]
        : [];
    // A like given or taken back changes what the author received.
    const medals =
      next === 1 || previous?.value === 1 ? await reportLikesReceived(tx, post.authorId, now) : [];
    return {
      answer: {
        liked: next === 1,
        disliked: next === -1,
        likeCount: counts?.likeCount ?? 0,
        dislikeCount: counts?.dislikeCount ?? 0,
      },
      notices: [...liked, ...medals],
    };
  });
}
