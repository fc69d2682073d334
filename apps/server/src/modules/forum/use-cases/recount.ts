import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { forumBoards, forumPosts, forumPostVotes, forumReplies } from "../schema.ts";

/**
 * A post's counters from its rows: replies readers see (published, not hidden) and its votes.
 * Run whenever a reply's or vote's visibility changes, in the same transaction.
 */
export async function recountPost(tx: Database, postId: number, now: Date): Promise<void> {
  const visibleReplies = tx
    .select({ count: sql<number>`count(*)::int` })
    .from(forumReplies)
    .where(
      and(
        eq(forumReplies.postId, postId),
        eq(forumReplies.status, "published"),
        eq(forumReplies.hiddenByReports, false),
      ),
    );
  const votes = (value: number) =>
    tx
      .select({ count: sql<number>`count(*)::int` })
      .from(forumPostVotes)
      .where(and(eq(forumPostVotes.postId, postId), eq(forumPostVotes.value, value)));
  await tx
    .update(forumPosts)
    .set({
      replyCount: sql`(${visibleReplies})`,
      likeCount: sql`(${votes(1)})`,
      dislikeCount: sql`(${votes(-1)})`,
      updatedAt: now,
    })
    .where(eq(forumPosts.id, postId));
}

/** A board's post count and latest post time, from its published, not hidden posts. */
export async function recountBoard(tx: Database, boardId: number): Promise<void> {
  const visible = and(
    eq(forumPosts.boardId, boardId),
    eq(forumPosts.status, "published"),
    eq(forumPosts.hiddenByReports, false),
  );
  const [totals] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      last: sql<string | null>`max(${forumPosts.createdAt})`,
    })
    .from(forumPosts)
    .where(visible);
  await tx
    .update(forumBoards)
    .set({
      postCount: totals?.count ?? 0,
      lastPostAt: totals?.last ? new Date(totals.last) : null,
    })
    .where(eq(forumBoards.id, boardId));
}
