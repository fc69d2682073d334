import type { Language } from "@portal/shared";
import { and, eq, sql } from "drizzle-orm";
import type { AuthContext } from "../../../platform/auth/auth-plugin.ts";
import type { Database } from "../../../platform/db/client.ts";
import { titlesOf } from "../../community/use-cases/titles-of.ts";
import { users } from "../../user/schema.ts";
import { canSee, isVisible, postNotFound } from "../post-rows.ts";
import type { PostDetailParts } from "../present.ts";
import { forumBoards, forumPostFollows, forumPosts, forumPostVotes } from "../schema.ts";
import { countActivity } from "./count-activity.ts";
import { moderatesBoard } from "./moderates-board.ts";

/**
 * `queryPostsDetailById`: a post with what the viewer did with it, counted as a view. A post
 * readers may not see (queued, rejected, hidden by reports, deleted) answers 404 to everyone but
 * its author (not once deleted) and the moderators of its board.
 */
export async function getPost({
  db,
  now,
  id,
  user,
  reader,
}: {
  db: Database;
  now: Date;
  id: number;
  user: AuthContext | null;
  /** The author's title is answered in this language. */
  reader: Language;
}): Promise<PostDetailParts> {
  const [found] = await db
    .select({
      post: forumPosts,
      board: {
        id: forumBoards.id,
        name: forumBoards.name,
        description: forumBoards.description,
        template: forumBoards.template,
      },
      author: {
        id: users.id,
        nickname: users.nickname,
        phone: users.phone,
        avatarUrl: users.avatarUrl,
        isEngineer: users.isEngineer,
        honoraryTitleId: users.honoraryTitleId,
      },
    })
    .from(forumPosts)
    .innerJoin(forumBoards, eq(forumBoards.id, forumPosts.boardId))
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .where(eq(forumPosts.id, id));
  if (!found) throw postNotFound();
  const moderates = await moderatesBoard(db, user, found.board.id);
  const viewerId = user?.userId ?? null;
  if (!canSee(found.post, { userId: viewerId, moderates })) throw postNotFound();
  let vote = 0;
  let followed = false;
  if (viewerId !== null) {
    const [votes, follows] = await Promise.all([
      db
        .select({ value: forumPostVotes.value })
        .from(forumPostVotes)
        .where(and(eq(forumPostVotes.postId, id), eq(forumPostVotes.userId, viewerId))),
      db
        .select({ postId: forumPostFollows.postId })
        .from(forumPostFollows)
        .where(and(eq(forumPostFollows.postId, id), eq(forumPostFollows.userId, viewerId))),
    ]);
    vote = votes[0]?.value ?? 0;
    followed = follows.length > 0;
  }
  let post = found.post;
  if (isVisible(post)) {
    const [counted] = await db
      .update(forumPosts)
      .set({ viewCount: sql`${forumPosts.viewCount} + 1` })
      .where(eq(forumPosts.id, id))
      .returning({ viewCount: forumPosts.viewCount });
    await countActivity(db, id, now, "views");
    post = { ...post, viewCount: counted?.viewCount ?? post.viewCount + 1 };
  }
  const titles = await titlesOf(db, [found.author], reader);
  const { honoraryTitleId: _, ...author } = found.author;
  return {
    post,
    board: found.board,
    author: { ...author, memberTitle: titles.get(author.id) ?? { kind: "ordinary", name: "" } },
    viewer: {
      liked: vote === 1,
      disliked: vote === -1,
      followed,
      isAuthor: viewerId === post.authorId,
      canModerate: moderates,
    },
  };
}
