import type { AuditKind, Page, PageQuery } from "@portal/shared";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { forumBoards, forumPosts, forumReplies } from "../../forum/schema.ts";
import { users } from "../../user/schema.ts";
import { countAuditQueue } from "./count-audit-queue.ts";

export type AuditRow = {
  kind: AuditKind;
  id: number;
  postId: number;
  title: string;
  content: string;
  statusReason: string | null;
  reward: number;
  createdAt: Date;
  boardId: number;
  boardName: string;
  boardNameEn: string;
  authorId: number;
  authorNickname: string | null;
  authorPhone: string;
};

/** Pending posts and replies, the oldest first: the manual audit queue. */
export async function listAuditQueue({
  db,
  kind,
  page,
}: {
  db: Database;
  kind: AuditKind | undefined;
  page: PageQuery;
}): Promise<Page<AuditRow>> {
  const pendingPosts = db
    .select({
      kind: sql<AuditKind>`'post'`.as("kind"),
      id: forumPosts.id,
      createdAt: forumPosts.createdAt,
    })
    .from(forumPosts)
    .where(eq(forumPosts.status, "pending"));
  const pendingReplies = db
    .select({
      kind: sql<AuditKind>`'reply'`.as("kind"),
      id: forumReplies.id,
      createdAt: forumReplies.createdAt,
    })
    .from(forumReplies)
    .where(eq(forumReplies.status, "pending"));
  const queue =
    kind === "post"
      ? pendingPosts.$dynamic()
      : kind === "reply"
        ? pendingReplies.$dynamic()
        : pendingPosts.unionAll(pendingReplies).$dynamic();

  const found = await paginate(page, {
    rows: ({ limit, offset }) =>
      queue.orderBy(asc(sql`created_at`), asc(sql`kind`), asc(sql`id`)).limit(limit).offset(offset),
    count: async () => [{ total: await countAuditQueue({ db, kind }) }],
  });

  const postIds = found.list.filter((item) => item.kind === "post").map((item) => item.id);
  const replyIds = found.list.filter((item) => item.kind === "reply").map((item) => item.id);
  const details = new Map<string, AuditRow>();
  for (const row of await readPosts(db, postIds)) details.set(`post:${row.id}`, row);
  for (const row of await readReplies(db, replyIds)) details.set(`reply:${row.id}`, row);
  return {
    ...found,
    list: found.list.flatMap((item) => details.get(`${item.kind}:${item.id}`) ?? []),
  };
}

const author = alias(users, "author");

const placeColumns = {
  boardId: forumBoards.id,
  boardName: forumBoards.name,
  boardNameEn: forumBoards.nameEn,
  authorId: author.id,
  authorNickname: author.nickname,
  authorPhone: author.phone,
};

async function readPosts(db: Database, ids: number[]): Promise<AuditRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      ...placeColumns,
      id: forumPosts.id,
      postId: forumPosts.id,
      title: forumPosts.title,
      content: forumPosts.content,
      statusReason: forumPosts.statusReason,
      reward: forumPosts.reward,
      createdAt: forumPosts.createdAt,
    })
    .from(forumPosts)
    .innerJoin(forumBoards, eq(forumBoards.id, forumPosts.boardId))
    .innerJoin(author, eq(author.id, forumPosts.authorId))
    .where(inArray(forumPosts.id, ids));
  return rows.map((row) => ({ ...row, kind: "post" as const }));
}

async function readReplies(db: Database, ids: number[]): Promise<AuditRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      ...placeColumns,
      id: forumReplies.id,
      postId: forumPosts.id,
      title: forumPosts.title,
      content: forumReplies.content,
      statusReason: forumReplies.statusReason,
      createdAt: forumReplies.createdAt,
    })
    .from(forumReplies)
    .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
    .innerJoin(forumBoards, eq(forumBoards.id, forumPosts.boardId))
    .innerJoin(author, eq(author.id, forumReplies.authorId))
    .where(inArray(forumReplies.id, ids));
  return rows.map((row) => ({ ...row, kind: "reply" as const, reward: 0 }));
}
