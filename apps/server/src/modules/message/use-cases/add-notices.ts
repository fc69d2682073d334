import type { MessageKind } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { userMessages } from "../schema.ts";

/** One notice to one member, as `app.notify` takes it. */
export type Notice = {
  userId: number;
  kind: MessageKind;
  params?: Record<string, string | number>;
  /** The web route it opens, such as `/forum/post/12`. */
  link?: string | null;
  /** Who caused it; null or missing for the system. */
  actorId?: number | null;
};

/**
 * Stores notices, leaving out those a member would get for their own action (replying to their
 * own post); answers the members who got one.
 */
export async function addNotices({
  db,
  notices,
  now,
}: {
  db: Database;
  notices: readonly Notice[];
  now: Date;
}): Promise<number[]> {
  const kept = notices.filter((notice) => notice.actorId !== notice.userId);
  if (kept.length === 0) return [];
  await db.insert(userMessages).values(
    kept.map((notice) => ({
      userId: notice.userId,
      kind: notice.kind,
      params: notice.params ?? {},
      link: notice.link ?? null,
      actorId: notice.actorId ?? null,
      createdAt: now,
    })),
  );
  return [...new Set(kept.map((notice) => notice.userId))];
}
