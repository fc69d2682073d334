import type { FollowDelivery } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { forumFollowSettings } from "../schema.ts";

/**
 * `followSettings`: how news of what a member follows reaches them; with `delivery`, sets it
 * first. A member who never chose gets each piece of news as it happens.
 */
export async function followDelivery({
  db,
  now,
  userId,
  delivery,
}: {
  db: Database;
  now: Date;
  userId: number;
  delivery?: FollowDelivery;
}): Promise<FollowDelivery> {
  if (delivery) {
    await db
      .insert(forumFollowSettings)
      .values({ userId, delivery, updatedAt: now })
      .onConflictDoUpdate({
        target: forumFollowSettings.userId,
        set: { delivery, updatedAt: now },
      });
    return delivery;
  }
  const [row] = await db
    .select({ delivery: forumFollowSettings.delivery })
    .from(forumFollowSettings)
    .where(eq(forumFollowSettings.userId, userId));
  return row?.delivery === "digest" ? "digest" : "instant";
}
