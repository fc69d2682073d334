import type { ForumStatus, Page, PageQuery } from "@portal/shared";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { forumPosts, forumReplies } from "../../forum/schema.ts";
import { users } from "../../user/schema.ts";
import { forumReports } from "../schema.ts";
import { postNotFound } from "../targets.ts";

const reportsOfReply = (outcome?: string) =>
  sql<number>`(select count(*)::int from ${forumReports} where ${forumReports.targetKind} = 'reply' and ${forumReports.targetId} = ${forumReplies.id}${outcome ? sql` and ${forumReports.outcome} = ${outcome}` : sql``})`;

/** Every reply of a post in every state (or one), oldest first, with its reports counted. */
export async function listAllReplies({
  db,
  postId,
  status,
  page,
}: {
  db: Database;
  postId: number;
  status: ForumStatus | undefined;
  page: PageQuery;
}) {
  const [post] = await db
    .select({ adoptedReplyId: forumPosts.adoptedReplyId })
    .from(forumPosts)
    .where(eq(forumPosts.id, postId));
  if (!post) throw postNotFound();
  const conditions: SQL[] = [eq(forumReplies.postId, postId)];
  if (status) conditions.push(eq(forumReplies.status, status));
  const where = and(...conditions);
  const found = await paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select({
          id: forumReplies.id,
          postId: forumReplies.postId,
          parentId: forumReplies.parentId,
          content: forumReplies.content,
          status: forumReplies.status,
          statusReason: forumReplies.statusReason,
          hiddenByReports: forumReplies.hiddenByReports,
          certified: forumReplies.certified,
          likeCount: forumReplies.likeCount,
          dislikeCount: forumReplies.dislikeCount,
          createdAt: forumReplies.createdAt,
          updatedAt: forumReplies.updatedAt,
          authorId: users.id,
          authorNickname: users.nickname,
          authorPhone: users.phone,
          reportCount: reportsOfReply(),
          openReportCount: reportsOfReply("open"),
        })
        .from(forumReplies)
        .innerJoin(users, eq(users.id, forumReplies.authorId))
        .where(where)
        .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: sql<number>`count(*)::int` }).from(forumReplies).where(where),
  });
  return {
    ...found,
    list: found.list.map((row) => ({ ...row, adopted: row.id === post.adoptedReplyId })),
  } satisfies Page<unknown>;
}

export type ManagedReplyRow = Awaited<ReturnType<typeof listAllReplies>>["list"][number];
