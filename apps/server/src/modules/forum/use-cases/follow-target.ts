import type { FollowTargetInput } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { checkFollowTarget } from "../follow-targets.ts";
import { setPostFollow } from "../post-follow-rows.ts";
import { forumBoardFollows, forumUserFollows } from "../schema.ts";

/**
 * `focusOn` (`follow: true`) and `disFocusOn` (`follow: false`): a member follows another member,
 * a board or a post, or stops. Both are idempotent: following twice is one follow, letting go
 * of what one does not follow changes nothing. A post's follows are the `postsToFocus` ones,
 * with its follow count kept.
 */
export async function followTarget({
  db,
  now,
  userId,
  target,
  follow,
}: {
  db: Database;
  now: Date;
  userId: number;
  target: FollowTargetInput;
  follow: boolean;
}): Promise<{ following: boolean }> {
  const { targetType, targetId } = target;
  if (targetType === "post") {
    const { followed } = await inTransaction(db, (tx) =>
      setPostFollow(tx, { postId: targetId, userId, follow, now }),
    );
    return { following: followed };
  }
  await checkFollowTarget(db, userId, target);
  if (targetType === "user") {
    const row = { followerId: userId, followeeId: targetId };
    if (follow) {
      await db
        .insert(forumUserFollows)
        .values({ ...row, createdAt: now })
        .onConflictDoNothing();
    } else {
      await db
        .delete(forumUserFollows)
        .where(
          and(eq(forumUserFollows.followerId, userId), eq(forumUserFollows.followeeId, targetId)),
        );
    }
  } else if (follow) {
    await db
      .insert(forumBoardFollows)
      .values({ boardId: targetId, userId, createdAt: now })
      .onConflictDoNothing();
  } else {
    await db
      .delete(forumBoardFollows)
      .where(and(eq(forumBoardFollows.boardId, targetId), eq(forumBoardFollows.userId, userId)));
  }
  return { following: follow };
}
