import { and, count, eq, ne } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../../platform/db/client.ts";
import { users } from "../../user/schema.ts";
import { ensureMember } from "../follow-targets.ts";
import { forumUserFollows } from "../schema.ts";

/**
 * `followCounts`: how many members follow a member and how many they follow (members only, as a
 * personal page shows them; boards and posts followed are the member's own business). Deleted
 * accounts are not counted; an unknown or deleted member answers 404.
 */
export async function countFollows({
  db,
  userId,
}: {
  db: Database;
  userId: number;
}): Promise<{ followers: number; following: number }> {
  await ensureMember(db, userId);
  const side = async (mine: AnyPgColumn, theirs: AnyPgColumn) => {
    const [row] = await db
      .select({ total: count() })
      .from(forumUserFollows)
      .innerJoin(users, eq(users.id, theirs))
      .where(and(eq(mine, userId), ne(users.status, "deleted")));
    return row?.total ?? 0;
  };
  return {
    followers: await side(forumUserFollows.followeeId, forumUserFollows.followerId),
    following: await side(forumUserFollows.followerId, forumUserFollows.followeeId),
  };
}
