import type { Page, PageQuery } from "@portal/shared";
import { asc, ilike, or, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { containsPattern } from "../../../platform/db/like-pattern.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { type BoardWithModerators, withModerators } from "../board-rows.ts";
import { forumBoards } from "../schema.ts";

/** The management table of boards, in their order, optionally matching a keyword. */
export async function listBoardsForStaff({
  db,
  keyword,
  page,
}: {
  db: Database;
  keyword?: string | undefined;
  page: PageQuery;
}): Promise<Page<BoardWithModerators>> {
  const pattern = keyword ? containsPattern(keyword) : undefined;
  const where = pattern
    ? or(ilike(forumBoards.name, pattern), ilike(forumBoards.nameEn, pattern))
    : undefined;
  const found = await paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(forumBoards)
        .where(where)
        .orderBy(asc(forumBoards.sort), asc(forumBoards.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: sql<number>`count(*)::int` }).from(forumBoards).where(where),
  });
  return { ...found, list: await withModerators(db, found.list) };
}
