import type { FollowTargetInput } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { checkFollowTarget } from "../follow-targets.ts";
import { forumBoardFollows, forumPostFollows, forumUserFollows } from "../schema.ts";

/** `oneFocusOn`: whether the member follows the target (404 for an unknown one). */
export async function followState({
  db,
  userId,
  target,
}: {
  db: Database;
  userId: number;
  target: FollowTargetInput;
}): Promise<boolean> {
  const { targetType, targetId } = target;
  // Oneself is never followed: answered without refusing, so a page can ask about anyone.
  if (targetType === "user" && targetId === userId) return false;
  await checkFollowTarget(db, userId, target);
  const rows =
    targetType === "user"
      ? await db
          .select({ id: forumUserFollows.followeeId })
          .from(forumUserFollows)
          .where(
            and(eq(forumUserFollows.followerId, userId), eq(forumUserFollows.followeeId, targetId)),
          )
      : targetType === "topic"
        ? await db
            .select({ id: forumBoardFollows.boardId })
            .from(forumBoardFollows)
            .where(
              and(eq(forumBoardFollows.userId, userId), eq(forumBoardFollows.boardId, targetId)),
            )
        : await db
            .select({ id: forumPostFollows.postId })
            .from(forumPostFollows)
            .where(and(eq(forumPostFollows.userId, userId), eq(forumPostFollows.postId, targetId)));
  return rows.length > 0;
}
