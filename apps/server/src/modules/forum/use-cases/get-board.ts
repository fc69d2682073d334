import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { type BoardWithModerators, boardNotFound, withModerators } from "../board-rows.ts";
import { forumBoards } from "../schema.ts";

export async function getBoard({
  db,
  id,
}: {
  db: Database;
  id: number;
}): Promise<BoardWithModerators> {
  const boards = await db.select().from(forumBoards).where(eq(forumBoards.id, id));
  const [board] = await withModerators(db, boards);
  if (!board) throw boardNotFound();
  return board;
}
