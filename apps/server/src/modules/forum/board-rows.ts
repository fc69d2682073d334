import { type BoardInput, maskPhone } from "@portal/shared";
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { users } from "../user/schema.ts";
import { forumBoardModerators, type forumBoards } from "./schema.ts";

export type BoardRow = typeof forumBoards.$inferSelect;
export type UserRef = { id: number; nickname: string };
export type BoardWithModerators = BoardRow & { moderators: UserRef[] };

export const boardNotFound = () => new AppError("not_found", "forum.boardNotFound");

/** How a member is named to others: their nickname, else their masked phone. */
function shownName(user: { nickname: string | null; phone: string }): string {
  return user.nickname ?? maskPhone(user.phone);
}

/** The boards with their moderators, in one query for all of them. */
export async function withModerators(
  db: Database,
  boards: BoardRow[],
): Promise<BoardWithModerators[]> {
  if (boards.length === 0) return [];
  const rows = await db
    .select({
      boardId: forumBoardModerators.boardId,
      id: users.id,
      nickname: users.nickname,
      phone: users.phone,
    })
    .from(forumBoardModerators)
    .innerJoin(users, eq(users.id, forumBoardModerators.userId))
    .where(
      inArray(
        forumBoardModerators.boardId,
        boards.map((board) => board.id),
      ),
    )
    .orderBy(asc(users.id));
  return boards.map((board) => ({
    ...board,
    moderators: rows
      .filter((row) => row.boardId === board.id)
      .map((row) => ({ id: row.id, nickname: shownName(row) })),
  }));
}

/**
 * What a board's form writes: its zh-CN words, icon, order and template. The English columns
 * are not the form's (an older client may still send them): they copy the en-US version.
 */
export function editedBoard(input: BoardInput) {
  const { name, description, icon, sort, template } = input;
  return { name, description, icon: icon ?? null, sort, template };
}

/** What the audit log keeps of a board: what staff edit, not its counters. */
export function auditedBoard(board: BoardRow) {
  const { name, description, icon, sort, template } = board;
  return { name, description, icon, sort, template };
}
