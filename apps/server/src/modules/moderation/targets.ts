import { eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { forumPosts, forumReplies } from "../forum/schema.ts";

export type PostRow = typeof forumPosts.$inferSelect;
export type ReplyRow = typeof forumReplies.$inferSelect;

export const postNotFound = () => new AppError("not_found", "moderation.postNotFound");
export const replyNotFound = () => new AppError("not_found", "moderation.replyNotFound");

/**
 * The post, locked until the transaction ends: reports, decisions and actions on one post run
 * one after the other, so three reports at once count to three and two decisions do not both
 * find the reports open.
 */
export async function lockPost(tx: Database, postId: number): Promise<PostRow> {
  const [post] = await tx.select().from(forumPosts).where(eq(forumPosts.id, postId)).for("update");
  if (!post) throw postNotFound();
  return post;
}

/** The reply and its post, both locked (the post first, as every other lock here takes it). */
export async function lockReply(
  tx: Database,
  replyId: number,
): Promise<{ reply: ReplyRow; post: PostRow }> {
  const [found] = await tx
    .select({ postId: forumReplies.postId })
    .from(forumReplies)
    .where(eq(forumReplies.id, replyId));
  if (!found) throw replyNotFound();
  const post = await lockPost(tx, found.postId);
  const [reply] = await tx
    .select()
    .from(forumReplies)
    .where(eq(forumReplies.id, replyId))
    .for("update");
  if (!reply) throw replyNotFound();
  return { reply, post };
}

/** The board a post is in, for the check of who moderates it; 404 when there is no post. */
export async function boardOfPost(db: Database, postId: number): Promise<number> {
  const [post] = await db
    .select({ boardId: forumPosts.boardId })
    .from(forumPosts)
    .where(eq(forumPosts.id, postId));
  if (!post) throw postNotFound();
  return post.boardId;
}

/** The board of a reply's post; 404 when there is no reply. */
export async function boardOfReply(db: Database, replyId: number): Promise<number> {
  const [reply] = await db
    .select({ boardId: forumPosts.boardId })
    .from(forumReplies)
    .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
    .where(eq(forumReplies.id, replyId));
  if (!reply) throw replyNotFound();
  return reply.boardId;
}
