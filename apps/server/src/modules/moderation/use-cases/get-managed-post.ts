import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { forumBoards, forumPosts, forumReplies } from "../../forum/schema.ts";
import { users } from "../../user/schema.ts";
import { forumReports } from "../schema.ts";
import { type PostRow, postNotFound } from "../targets.ts";

export type ReportTally = { open: number; upheld: number; dismissed: number };

export type ManagedPostRow = {
  post: PostRow;
  boardName: string;
  boardNameEn: string;
  authorNickname: string | null;
  authorPhone: string;
  allReplyCount: number;
  reports: ReportTally;
  replyReports: ReportTally;
};

/** A post in any state with its board, author, replies counted and reports summed up. */
export async function getManagedPost({
  db,
  id,
}: {
  db: Database;
  id: number;
}): Promise<ManagedPostRow> {
  const [found] = await db
    .select({
      post: forumPosts,
      boardName: forumBoards.name,
      boardNameEn: forumBoards.nameEn,
      authorNickname: users.nickname,
      authorPhone: users.phone,
    })
    .from(forumPosts)
    .innerJoin(forumBoards, eq(forumBoards.id, forumPosts.boardId))
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .where(eq(forumPosts.id, id));
  if (!found) throw postNotFound();
  const [allReplies] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(forumReplies)
    .where(eq(forumReplies.postId, id));
  const post = await tallyReports(
    db
      .select(tallyColumns)
      .from(forumReports)
      .where(and(eq(forumReports.targetKind, "post"), eq(forumReports.targetId, id))),
  );
  // Through the post's replies, so both reads use an index (the reports have none by post).
  const replies = await tallyReports(
    db
      .select(tallyColumns)
      .from(forumReplies)
      .innerJoin(
        forumReports,
        and(eq(forumReports.targetKind, "reply"), eq(forumReports.targetId, forumReplies.id)),
      )
      .where(eq(forumReplies.postId, id)),
  );
  return {
    ...found,
    allReplyCount: allReplies?.count ?? 0,
    reports: post,
    replyReports: replies,
  };
}

const counted = (outcome: string) =>
  sql<number>`count(*) filter (where ${forumReports.outcome} = ${outcome})::int`;
const tallyColumns = {
  open: counted("open"),
  upheld: counted("upheld"),
  dismissed: counted("dismissed"),
};

async function tallyReports(query: Promise<ReportTally[]>): Promise<ReportTally> {
  const [tally] = await query;
  return tally ?? { open: 0, upheld: 0, dismissed: 0 };
}
