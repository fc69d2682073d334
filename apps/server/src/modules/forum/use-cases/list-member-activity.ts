import type { Page, PageQuery } from "@portal/shared";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { type PostSummaryRow, selectPostSummaries, visiblePost } from "../post-rows.ts";
import { forumPosts, forumReplies } from "../schema.ts";

/*
 * What a member's page lists of their forum activity, to anyone: only what readers may see
 * (visible posts, visible replies in visible posts), newest first.
 */

const visibleReply = and(
  eq(forumReplies.status, "published"),
  eq(forumReplies.hiddenByReports, false),
);

function memberPostsWhere(userId: number, kind: "posts" | "adopted") {
  return kind === "posts"
    ? and(visiblePost, eq(forumPosts.authorId, userId))
    : and(
        visiblePost,
        sql`exists (select 1 from ${forumReplies} where ${forumReplies.id} = ${forumPosts.adoptedReplyId}
          and ${forumReplies.authorId} = ${userId})`,
      );
}

function countMemberPosts(db: Database, userId: number, kind: "posts" | "adopted") {
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(forumPosts)
    .where(memberPostsWhere(userId, kind));
}

function countMemberReplies(db: Database, userId: number) {
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(forumReplies)
    .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
    .where(and(visibleReply, visiblePost, eq(forumReplies.authorId, userId)));
}

/** `posts`: the member's own visible posts; `adopted`: visible posts that adopted their answer. */
export async function listMemberPosts({
  db,
  userId,
  kind,
  page,
}: {
  db: Database;
  userId: number;
  kind: "posts" | "adopted";
  page: PageQuery;
}): Promise<Page<PostSummaryRow>> {
  return paginate(page, {
    rows: ({ limit, offset }) =>
      selectPostSummaries(db)
        .where(memberPostsWhere(userId, kind))
        .orderBy(desc(forumPosts.createdAt), desc(forumPosts.id))
        .limit(limit)
        .offset(offset),
    count: () => countMemberPosts(db, userId, kind),
  });
}

export type MemberReplyRow = {
  id: number;
  postId: number;
  postTitle: string;
  content: string;
  adopted: boolean;
  createdAt: Date;
};

/** The member's visible replies in visible posts, with the post they answer. */
export async function listMemberReplies({
  db,
  userId,
  page,
}: {
  db: Database;
  userId: number;
  page: PageQuery;
}): Promise<Page<MemberReplyRow>> {
  const where = and(visibleReply, visiblePost, eq(forumReplies.authorId, userId));
  return paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select({
          id: forumReplies.id,
          postId: forumReplies.postId,
          postTitle: forumPosts.title,
          content: forumReplies.content,
          adopted: sql<boolean>`coalesce(${forumPosts.adoptedReplyId} = ${forumReplies.id}, false)`,
          createdAt: forumReplies.createdAt,
        })
        .from(forumReplies)
        .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
        .where(where)
        .orderBy(desc(forumReplies.createdAt), desc(forumReplies.id))
        .limit(limit)
        .offset(offset),
    count: () => countMemberReplies(db, userId),
  });
}

/** How many visible posts, replies and adopted answers a member has, for their page. */
export async function countMemberActivity(
  db: Database,
  userId: number,
): Promise<{ posts: number; replies: number; adopted: number }> {
  const [[posts], [replies], [adopted]] = await Promise.all([
    countMemberPosts(db, userId, "posts"),
    countMemberReplies(db, userId),
    countMemberPosts(db, userId, "adopted"),
  ]);
  return {
    posts: posts?.total ?? 0,
    replies: replies?.total ?? 0,
    adopted: adopted?.total ?? 0,
  };
}
