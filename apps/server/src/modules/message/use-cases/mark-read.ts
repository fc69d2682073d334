import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { userMessages } from "../schema.ts";

/**
 * Marks a member's notices read: those of `ids` (ids of other members' notices change nothing),
 * or every unread one when `ids` is "all".
 */
export async function markRead({
  db,
  userId,
  ids,
  now,
}: {
  db: Database;
  userId: number;
  ids: readonly number[] | "all";
  now: Date;
}): Promise<void> {
  await db
    .update(userMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(userMessages.userId, userId),
        isNull(userMessages.readAt),
        ids === "all" ? undefined : inArray(userMessages.id, [...ids]),
      ),
    );
}
