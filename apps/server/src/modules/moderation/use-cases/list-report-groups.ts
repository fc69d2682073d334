import type { Page, PageQuery, ReportOutcome, ReportTargetKind } from "@portal/shared";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { forumBoards, forumPosts, forumReplies } from "../../forum/schema.ts";
import { users } from "../../user/schema.ts";
import { forumReports } from "../schema.ts";

export type ReportedTargetRow = {
  kind: ReportTargetKind;
  targetId: number;
  postId: number;
  title: string;
  content: string;
  status: string;
  statusReason: string | null;
  hiddenByReports: boolean;
  boardId: number;
  boardName: string;
  boardNameEn: string;
  authorId: number;
  authorNickname: string | null;
  authorPhone: string;
  lastReportedAt: Date;
  reports: ReportRow[];
};

export type ReportRow = {
  id: number;
  reason: string;
  outcome: string;
  createdAt: Date;
  decidedAt: Date | null;
  reporterId: number;
  reporterNickname: string | null;
  reporterPhone: string;
  record: ReporterTally;
};

export type ReporterTally = { open: number; upheld: number; dismissed: number };

/**
 * Reported posts or replies, one entry per target, the most recently reported first, each with
 * every report on it (newest first) and each reporter's record over all their reports.
 * `outcome` picks targets having reports of that outcome; `boards` narrows to a board
 * moderator's boards.
 */
export async function listReportGroups({
  db,
  kind,
  outcome,
  boards,
  page,
}: {
  db: Database;
  kind: ReportTargetKind;
  outcome: ReportOutcome | undefined;
  boards: "all" | number[];
  page: PageQuery;
}): Promise<Page<ReportedTargetRow>> {
  const conditions: SQL[] = [eq(forumReports.targetKind, kind)];
  if (outcome) conditions.push(eq(forumReports.outcome, outcome));
  if (boards !== "all") conditions.push(inArray(forumPosts.boardId, boards));
  const where = and(...conditions);
  const lastReportedAt = sql<Date>`max(${forumReports.createdAt})`;

  const found = await paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select({ targetId: forumReports.targetId, lastReportedAt })
        .from(forumReports)
        .innerJoin(forumPosts, eq(forumPosts.id, forumReports.postId))
        .where(where)
        .groupBy(forumReports.targetId)
        .orderBy(desc(lastReportedAt), desc(forumReports.targetId))
        .limit(limit)
        .offset(offset),
    count: () =>
      db
        .select({ total: sql<number>`count(distinct ${forumReports.targetId})::int` })
        .from(forumReports)
        .innerJoin(forumPosts, eq(forumPosts.id, forumReports.postId))
        .where(where),
  });
  const ids = found.list.map((row) => row.targetId);
  if (ids.length === 0) return { ...found, list: [] };

  const targets = await readTargets(db, kind, ids);
  const reports = await readReports(db, kind, ids);
  const list = found.list.flatMap(({ targetId, lastReportedAt: last }) => {
    const target = targets.get(targetId);
    if (!target) return [];
    return [
      {
        ...target,
        kind,
        targetId,
        lastReportedAt: new Date(last),
        reports: reports.filter((report) => report.targetId === targetId),
      },
    ];
  });
  return { ...found, list };
}

async function readTargets(db: Database, kind: ReportTargetKind, ids: number[]) {
  const author = alias(users, "author");
  const common = {
    postId: forumPosts.id,
    title: forumPosts.title,
    boardId: forumBoards.id,
    boardName: forumBoards.name,
    boardNameEn: forumBoards.nameEn,
    authorId: author.id,
    authorNickname: author.nickname,
    authorPhone: author.phone,
  };
  const rows =
    kind === "post"
      ? await db
          .select({
            ...common,
            id: forumPosts.id,
            content: forumPosts.content,
            status: forumPosts.status,
            statusReason: forumPosts.statusReason,
            hiddenByReports: forumPosts.hiddenByReports,
          })
          .from(forumPosts)
          .innerJoin(forumBoards, eq(forumBoards.id, forumPosts.boardId))
          .innerJoin(author, eq(author.id, forumPosts.authorId))
          .where(inArray(forumPosts.id, ids))
      : await db
          .select({
            ...common,
            id: forumReplies.id,
            content: forumReplies.content,
            status: forumReplies.status,
            statusReason: forumReplies.statusReason,
            hiddenByReports: forumReplies.hiddenByReports,
          })
          .from(forumReplies)
          .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
          .innerJoin(forumBoards, eq(forumBoards.id, forumPosts.boardId))
          .innerJoin(author, eq(author.id, forumReplies.authorId))
          .where(inArray(forumReplies.id, ids));
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}

async function readReports(db: Database, kind: ReportTargetKind, ids: number[]) {
  const rows = await db
    .select({
      id: forumReports.id,
      targetId: forumReports.targetId,
      reason: forumReports.reason,
      outcome: forumReports.outcome,
      createdAt: forumReports.createdAt,
      decidedAt: forumReports.decidedAt,
      reporterId: forumReports.reporterId,
      reporterNickname: users.nickname,
      reporterPhone: users.phone,
    })
    .from(forumReports)
    .innerJoin(users, eq(users.id, forumReports.reporterId))
    .where(and(eq(forumReports.targetKind, kind), inArray(forumReports.targetId, ids)))
    .orderBy(desc(forumReports.createdAt), desc(forumReports.id));
  const tallies = await reporterTallies(db, [...new Set(rows.map((row) => row.reporterId))]);
  return rows.map((row) => ({
    ...row,
    record: tallies.get(row.reporterId) ?? { open: 0, upheld: 0, dismissed: 0 },
  }));
}

/** Each reporter's record: their reports by outcome, over every target they reported. */
async function reporterTallies(db: Database, reporterIds: number[]) {
  const counted = (outcome: string) =>
    sql<number>`count(*) filter (where ${forumReports.outcome} = ${outcome})::int`;
  const rows = await db
    .select({
      reporterId: forumReports.reporterId,
      open: counted("open"),
      upheld: counted("upheld"),
      dismissed: counted("dismissed"),
    })
    .from(forumReports)
    .where(inArray(forumReports.reporterId, reporterIds))
    .groupBy(forumReports.reporterId);
  return new Map<number, ReporterTally>(
    rows.map(({ reporterId, ...tally }) => [reporterId, tally]),
  );
}
