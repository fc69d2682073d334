import { and, eq, inArray, isNull, like, or } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { userMessages } from "../message/schema.ts";
import type { Notice } from "../message/use-cases/add-notices.ts";
import { forumDigestItems, forumFollowSettings } from "./schema.ts";

/**
 * News of a post for the members who follow it, its author or its board, each told once: those
 * who chose the daily digest get a digest item (one per post, whatever else happens in it),
 * the others the notice, which the caller sends once the transaction has committed.
 */
export async function deliverFollowNews(
  tx: Database,
  {
    followerIds,
    postId,
    kind,
    notice,
    now,
  }: {
    followerIds: readonly number[];
    postId: number;
    kind: "post" | "reply";
    notice: Omit<Notice, "userId">;
    now: Date;
  },
): Promise<Notice[]> {
  const followers = [...new Set(followerIds)];
  if (followers.length === 0) return [];
  const digest = new Set(
    (
      await tx
        .select({ userId: forumFollowSettings.userId })
        .from(forumFollowSettings)
        .where(
          and(
            inArray(forumFollowSettings.userId, followers),
            eq(forumFollowSettings.delivery, "digest"),
          ),
        )
    ).map((row) => row.userId),
  );
  if (digest.size > 0) {
    await tx
      .insert(forumDigestItems)
      .values([...digest].map((userId) => ({ userId, postId, kind, createdAt: now })))
      .onConflictDoNothing();
  }
  return followers.filter((userId) => !digest.has(userId)).map((userId) => ({ ...notice, userId }));
}

/**
 * The members among `userIds` with no unread follow notice of the post (`link`, its path): news of a post
 * does not stack, so a busy thread is one unread message until it is opened.
 */
export async function withoutUnreadNewsOf(
  tx: Database,
  { userIds, link }: { userIds: readonly number[]; link: string },
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const waiting = await tx
    .select({ userId: userMessages.userId })
    .from(userMessages)
    .where(
      and(
        inArray(userMessages.userId, [...userIds]),
        isNull(userMessages.readAt),
        inArray(userMessages.kind, ["followed_post", "followed_reply"]),
        // The post's own link, or one of its replies' (`?reply=`).
        or(eq(userMessages.link, link), like(userMessages.link, `${link}?%`)),
      ),
    );
  const told = new Set(waiting.map((row) => row.userId));
  return userIds.filter((userId) => !told.has(userId));
}
