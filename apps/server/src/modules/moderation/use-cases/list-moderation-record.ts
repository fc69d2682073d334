import type { Page, PageQuery } from "@portal/shared";
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { forumModerationActions } from "../../forum/schema.ts";

export type ModerationActionRow = typeof forumModerationActions.$inferSelect;

/** A post's moderation log (its replies' included), newest first. */
export async function listModerationRecord({
  db,
  postId,
  page,
}: {
  db: Database;
  postId: number;
  page: PageQuery;
}): Promise<Page<ModerationActionRow>> {
  const where = eq(forumModerationActions.postId, postId);
  return paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(forumModerationActions)
        .where(where)
        .orderBy(desc(forumModerationActions.id))
        .limit(limit)
        .offset(offset),
    count: () =>
      db.select({ total: sql<number>`count(*)::int` }).from(forumModerationActions).where(where),
  });
}
