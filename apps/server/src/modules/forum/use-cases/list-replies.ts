import type { Language, Page, PageQuery } from "@portal/shared";
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { AuthContext } from "../../../platform/auth/auth-plugin.ts";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { titlesOf } from "../../community/use-cases/titles-of.ts";
import { users } from "../../user/schema.ts";
import { canSee, postNotFound } from "../post-rows.ts";
import type { ReplyRow } from "../present.ts";
import { forumPosts, forumReplies, forumReplyVotes } from "../schema.ts";
import { moderatesBoard } from "./moderates-board.ts";

/**
 * `findFollowPosts`: a post's top replies readers see (and the viewer's own waiting ones), the
 * adopted one first, then certified ones, then oldest first; each with its replies.
 */
export async function listReplies({
  db,
  postId,
  user,
  page,
  reader,
}: {
  db: Database;
  postId: number;
  user: AuthContext | null;
  page: PageQuery;
  /** The authors' titles are answered in this language. */
  reader: Language;
}): Promise<{ page: Page<ReplyRow & { children: ReplyRow[] }>; adoptedReplyId: number | null }> {
  const [post] = await db.select().from(forumPosts).where(eq(forumPosts.id, postId));
  if (!post) throw postNotFound();
  const moderates = await moderatesBoard(db, user, post.boardId);
  const viewerId = user?.userId ?? null;
  if (!canSee(post, { userId: viewerId, moderates })) throw postNotFound();
  const readable = or(
    and(eq(forumReplies.status, "published"), eq(forumReplies.hiddenByReports, false)),
    viewerId === null
      ? sql`false`
      : and(eq(forumReplies.authorId, viewerId), eq(forumReplies.status, "pending")),
  );
  const columns = {
    id: forumReplies.id,
    postId: forumReplies.postId,
    parentId: forumReplies.parentId,
    content: forumReplies.content,
    status: forumReplies.status,
    hiddenByReports: forumReplies.hiddenByReports,
    certified: forumReplies.certified,
    likeCount: forumReplies.likeCount,
    dislikeCount: forumReplies.dislikeCount,
    createdAt: forumReplies.createdAt,
    author: {
      id: users.id,
      nickname: users.nickname,
      phone: users.phone,
      avatarUrl: users.avatarUrl,
      isEngineer: users.isEngineer,
      honoraryTitleId: users.honoraryTitleId,
    },
    myVote:
      viewerId === null
        ? sql<number>`0`
        : sql<number>`coalesce((select ${forumReplyVotes.value} from ${forumReplyVotes} where ${forumReplyVotes.replyId} = ${forumReplies.id} and ${forumReplyVotes.userId} = ${viewerId}), 0)::int`,
  };
  const select = (where: SQL | undefined) =>
    db
      .select(columns)
      .from(forumReplies)
      .innerJoin(users, eq(users.id, forumReplies.authorId))
      .where(where);
  const top = and(eq(forumReplies.postId, postId), isNull(forumReplies.parentId), readable);
  const adoptedFirst = sql`(${forumReplies.id} = ${post.adoptedReplyId ?? 0}) desc`;
  const found = await paginate(page, {
    rows: ({ limit, offset }) =>
      select(top)
        .orderBy(
          adoptedFirst,
          desc(forumReplies.certified),
          asc(forumReplies.createdAt),
          asc(forumReplies.id),
        )
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: sql<number>`count(*)::int` }).from(forumReplies).where(top),
  });
  const parentIds = found.list.map((reply) => reply.id);
  const children =
    parentIds.length === 0
      ? []
      : await select(
          and(eq(forumReplies.postId, postId), inArray(forumReplies.parentId, parentIds), readable),
        ).orderBy(asc(forumReplies.createdAt), asc(forumReplies.id));
  // The page's authors and their children's authors titled in one read.
  const titles = await titlesOf(
    db,
    [...found.list, ...children].map((reply) => reply.author),
    reader,
  );
  const titled = <Reply extends (typeof children)[number]>({ author, ...reply }: Reply) => {
    const { honoraryTitleId: _, ...shown } = author;
    const memberTitle = titles.get(author.id) ?? { kind: "ordinary" as const, name: "" };
    return { ...reply, author: { ...shown, memberTitle } };
  };
  return {
    page: {
      ...found,
      list: found.list.map((reply) => ({
        ...titled(reply),
        children: children.filter((child) => child.parentId === reply.id).map(titled),
      })),
    },
    adoptedReplyId: post.adoptedReplyId,
  };
}
