import { and, count, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { userMessages } from "../schema.ts";

/** How many unread notices each of `userIds` has (0 for one with none). */
export async function countUnread({
  db,
  userIds,
}: {
  db: Database;
  userIds: readonly number[];
}): Promise<Map<number, number>> {
  const counts = new Map(userIds.map((userId) => [userId, 0]));
  if (userIds.length === 0) return counts;
  const rows = await db
    .select({ userId: userMessages.userId, count: count() })
    .from(userMessages)
    .where(and(inArray(userMessages.userId, [...userIds]), isNull(userMessages.readAt)))
    .groupBy(userMessages.userId);
  for (const row of rows) counts.set(row.userId, row.count);
  return counts;
}
