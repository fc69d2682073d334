import { asc } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { type BoardWithModerators, withModerators } from "../board-rows.ts";
import { forumBoards } from "../schema.ts";

/** Every board in its order, with its moderators: the forum's front page. */
export async function listBoards({ db }: { db: Database }): Promise<BoardWithModerators[]> {
  const boards = await db
    .select()
    .from(forumBoards)
    .orderBy(asc(forumBoards.sort), asc(forumBoards.id));
  return withModerators(db, boards);
}
