import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { forumPosts } from "../schema.ts";
import { recountBoard } from "./recount.ts";

/** What moderation decides about a post: whether and where readers see it, and its marks. */
export type PostModeration = Partial<
  Pick<
    typeof forumPosts.$inferInsert,
    | "status"
    | "statusReason"
    | "hiddenByReports"
    | "isTop"
    | "isEssence"
    | "isLocked"
    | "boardId"
    | "lastActivityAt"
  >
>;

/**
 * The one write of moderation's decisions on a post (the moderation module decides, the forum
 * keeps its rows): the board it left and the board it is in are recounted, since what readers
 * see of them may have changed. Answers the post as it is now.
 */
export async function moderatePost(
  tx: Database,
  { postId, change, now }: { postId: number; change: PostModeration; now: Date },
) {
  const [before] = await tx
    .select({ boardId: forumPosts.boardId })
    .from(forumPosts)
    .where(eq(forumPosts.id, postId));
  const [after] = await tx
    .update(forumPosts)
    .set({ ...change, updatedAt: now })
    .where(eq(forumPosts.id, postId))
    .returning();
  if (!before || !after) throw new Error(`post ${postId} is gone`);
  await recountBoard(tx, after.boardId);
  if (before.boardId !== after.boardId) await recountBoard(tx, before.boardId);
  return after;
}
