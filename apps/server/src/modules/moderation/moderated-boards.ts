import { permissions } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { AuthContext } from "../../platform/auth/auth-plugin.ts";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { forumBoardModerators } from "../forum/schema.ts";

/**
 * The boards whose reports a user may read: every board for staff holding `forum:moderate`,
 * the boards listed for a board moderator, and 403 for anybody else.
 */
export async function moderatedBoards(db: Database, user: AuthContext): Promise<"all" | number[]> {
  if (user.permissions.has(permissions.forumModerate)) return "all";
  const rows = await db
    .select({ boardId: forumBoardModerators.boardId })
    .from(forumBoardModerators)
    .where(eq(forumBoardModerators.userId, user.userId));
  if (rows.length === 0) throw new AppError("forbidden", "moderation.notModerator");
  return rows.map((row) => row.boardId);
}
