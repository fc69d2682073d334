import { boardLanguage, type Language, type Localization } from "@portal/shared";
import { inArray } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { originalLocalization } from "../../translation/use-cases/localize.ts";
import {
  type BoardWords,
  boardTranslations,
  translatableBoard,
} from "../board-translation-kind.ts";
import { forumBoards } from "../schema.ts";

/**
 * Boards with their name and description in the reader's language and how they came, in their
 * order: one statement for all of them, none for a reader of the original's language.
 */
export function localizeBoards<Board extends BoardWords>(
  db: Database,
  boards: readonly Board[],
  reader: Language,
): Promise<(Board & { localization: Localization })[]> {
  return boardTranslations.rowsInLanguage(db, boards, reader, translatableBoard);
}

/** One board in the reader's language. */
export async function localizeBoard<Board extends BoardWords>(
  db: Database,
  board: Board,
  reader: Language,
): Promise<Board & { localization: Localization }> {
  const [localized] = await localizeBoards(db, [board], reader);
  return localized ?? { ...board, localization: originalLocalization(boardLanguage) };
}

/**
 * Rows that name a board (a page of posts: `boardId`, `boardName` as written) with its name in
 * the reader's language and the language it is shown in. The boards of the page are read and
 * localized together, whatever the page's length: two statements, none for a reader of the
 * original's language.
 */
export async function withBoardNamesIn<Row extends { boardId: number; boardName: string }>(
  db: Database,
  rows: readonly Row[],
  reader: Language,
): Promise<(Row & { boardLanguage: Language })[]> {
  if (reader === boardLanguage || rows.length === 0) {
    return rows.map((row) => ({ ...row, boardLanguage }));
  }
  const boards = await db
    .select({ id: forumBoards.id, name: forumBoards.name, description: forumBoards.description })
    .from(forumBoards)
    .where(inArray(forumBoards.id, [...new Set(rows.map((row) => row.boardId))]));
  const byId = new Map(
    (await localizeBoards(db, boards, reader)).map((board) => [board.id, board]),
  );
  return rows.map((row) => {
    const board = byId.get(row.boardId);
    return board
      ? { ...row, boardName: board.name, boardLanguage: board.localization.language }
      : { ...row, boardLanguage };
  });
}
