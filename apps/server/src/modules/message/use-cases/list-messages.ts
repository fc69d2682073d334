import type { Page, PageQuery } from "@portal/shared";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { users } from "../../user/schema.ts";
import { userMessages } from "../schema.ts";

export type MessageEntry = typeof userMessages.$inferSelect & {
  actorNickname: string | null;
};

/** A member's notices, newest first; only the unread ones when `unreadOnly`. */
export function listMessages({
  db,
  userId,
  unreadOnly,
  page,
}: {
  db: Database;
  userId: number;
  unreadOnly: boolean;
  page: PageQuery;
}): Promise<Page<MessageEntry>> {
  const condition = and(
    eq(userMessages.userId, userId),
    unreadOnly ? isNull(userMessages.readAt) : undefined,
  );
  return paginate(page, {
    rows: async ({ limit, offset }) => {
      const rows = await db
        .select({ message: userMessages, actorNickname: users.nickname })
        .from(userMessages)
        .leftJoin(users, eq(users.id, userMessages.actorId))
        .where(condition)
        .orderBy(desc(userMessages.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row.message, actorNickname: row.actorNickname }));
    },
    count: () => db.select({ total: count() }).from(userMessages).where(condition),
  });
}
