import { eq } from "drizzle-orm";
import type { AuthContext } from "../../../platform/auth/auth-plugin.ts";
import type { Database } from "../../../platform/db/client.ts";
import { canSee } from "../post-rows.ts";
import { forumPosts } from "../schema.ts";
import { moderatesBoard } from "./moderates-board.ts";

/** `isPostExist`: whether the post is there for this viewer (the same rule as its page). */
export async function postExists({
  db,
  id,
  user,
}: {
  db: Database;
  id: number;
  user: AuthContext | null;
}): Promise<boolean> {
  const [post] = await db.select().from(forumPosts).where(eq(forumPosts.id, id));
  if (!post) return false;
  const moderates = await moderatesBoard(db, user, post.boardId);
  return canSee(post, { userId: user?.userId ?? null, moderates });
}
