import { permissions } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import type { AuthContext } from "../../../platform/auth/auth-plugin.ts";
import type { Database } from "../../../platform/db/client.ts";
import { forumBoardModerators } from "../schema.ts";

/** True for staff holding `forum:moderate` (every board) or a member listed for this board. */
export async function moderatesBoard(
  db: Database,
  user: AuthContext | null,
  boardId: number,
): Promise<boolean> {
  if (!user) return false;
  if (user.permissions.has(permissions.forumModerate)) return true;
  const [listed] = await db
    .select({ userId: forumBoardModerators.userId })
    .from(forumBoardModerators)
    .where(
      and(eq(forumBoardModerators.boardId, boardId), eq(forumBoardModerators.userId, user.userId)),
    )
    .limit(1);
  return listed !== undefined;
}
