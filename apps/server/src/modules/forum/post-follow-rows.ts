import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { isVisible, lockPost, postNotFound } from "./post-rows.ts";
import { forumPostFollows, forumPosts } from "./schema.ts";

/**
 * A member following a post (`true`), no longer (`false`), or the other way round from now
 * (`"toggle"`, the `postsToFocus` button), with the post's `followCount` taken again from its
 * follows in the same transaction. The post is locked, so two changes at once count right.
 * Following needs a visible post (404 otherwise); letting go of a hidden one is allowed.
 */
export async function setPostFollow(
  tx: Database,
  {
    postId,
    userId,
    follow,
    now,
  }: { postId: number; userId: number; follow: boolean | "toggle"; now: Date },
): Promise<{ followed: boolean; followCount: number }> {
  const post = await lockPost(tx, postId);
  const mine = and(eq(forumPostFollows.postId, postId), eq(forumPostFollows.userId, userId));
  const removed =
    follow === true
      ? []
      : await tx
          .delete(forumPostFollows)
          .where(mine)
          .returning({ postId: forumPostFollows.postId });
  const followed = follow === "toggle" ? removed.length === 0 : follow;
  if (followed) {
    if (!isVisible(post)) throw postNotFound();
    await tx
      .insert(forumPostFollows)
      .values({ postId, userId, createdAt: now })
      .onConflictDoNothing();
  }
  const [counted] = await tx
    .update(forumPosts)
    .set({
      followCount: sql`(select count(*)::int from ${forumPostFollows} where ${forumPostFollows.postId} = ${postId})`,
    })
    .where(eq(forumPosts.id, postId))
    .returning({ followCount: forumPosts.followCount });
  return { followed, followCount: counted?.followCount ?? 0 };
}
