import { sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { forumPostActivity } from "../schema.ts";

/** The UTC day of `now`, as the activity table keys its rows. */
export function activityDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Counts one reply, like or view of a post on today's row (hot posts weigh these rows). */
export async function countActivity(
  db: Database,
  postId: number,
  now: Date,
  kind: "replies" | "likes" | "views",
  amount = 1,
): Promise<void> {
  const column = forumPostActivity[kind];
  await db
    .insert(forumPostActivity)
    .values({ postId, day: activityDay(now), [kind]: Math.max(0, amount) })
    .onConflictDoUpdate({
      target: [forumPostActivity.postId, forumPostActivity.day],
      set: { [kind]: sql`greatest(0, ${column} + ${amount})` },
    });
}
