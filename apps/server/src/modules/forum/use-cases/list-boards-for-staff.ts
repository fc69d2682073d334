import type { Page, PageQuery } from "@portal/shared";
import { asc, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { keywordMatches } from "../../translation/use-cases/translation-matches.ts";
import { type BoardWithModerators, withModerators } from "../board-rows.ts";
import { boardTranslations } from "../board-translation-kind.ts";
import { forumBoards } from "../schema.ts";

/**
 * The management table of boards, in their order, optionally matching a keyword in the name or
 * description as written or in any of their versions (a Traditional keyword finds Simplified).
 */
export async function listBoardsForStaff({
  db,
  keyword,
  page,
}: {
  db: Database;
  keyword?: string | undefined;
  page: PageQuery;
}): Promise<Page<BoardWithModerators>> {
  const where = keyword
    ? keywordMatches(keyword, {
        kind: boardTranslations.kind,
        recordId: forumBoards.id,
        columns: [forumBoards.name, forumBoards.description],
      })
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
