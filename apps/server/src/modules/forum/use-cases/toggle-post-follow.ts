import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { setPostFollow } from "../post-follow-rows.ts";

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
  return inTransaction(db, (tx) => setPostFollow(tx, { postId, userId, follow: "toggle", now }));
}
