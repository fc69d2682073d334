import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { isVisible, lockPost, postNotFound } from "../post-rows.ts";
import { forumPostFollows, forumPosts } from "../schema.ts";

/** `postsToFocus`: follows a post, or stops following it; its replies then reach the member. */
export async function togglePostFollow({
  db,
  now,
  userId,
  postId,
}: {
  db: Database;
  now: Date;
  userId: number;
  postId: number;
}): Promise<{ followed: boolean; followCount: number }> {
  return inTransaction(db, async (tx) => {
    const post = await lockPost(tx, postId);
    const mine = and(eq(forumPostFollows.postId, postId), eq(forumPostFollows.userId, userId));
    const removed = await tx
      .delete(forumPostFollows)
      .where(mine)
      .returning({ postId: forumPostFollows.postId });
    const followed = removed.length === 0;
    if (followed) {
      if (!isVisible(post)) throw postNotFound();
      await tx.insert(forumPostFollows).values({ postId, userId, createdAt: now });
    }
    const [counted] = await tx
      .update(forumPosts)
      .set({
        followCount: sql`(select count(*)::int from ${forumPostFollows} where ${forumPostFollows.postId} = ${postId})`,
      })
      .where(eq(forumPosts.id, postId))
      .returning({ followCount: forumPosts.followCount });
    return { followed, followCount: counted?.followCount ?? 0 };
  });
}
