import type { PageQuery } from "@portal/shared";
import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { chatConversations } from "../schema.ts";

/**
 * The conversations visitors have open now, latest message first (those without one yet
 * first of all), a page at a time; only those `agentUserId` serves when it is given.
 */
export function findOpenConversations({
  db,
  agentUserId,
  ...page
}: PageQuery & { db: Database; agentUserId?: number }) {
  const where = and(
    eq(chatConversations.state, "on"),
    agentUserId === undefined ? undefined : eq(chatConversations.agentUserId, agentUserId),
  );
  return paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(chatConversations)
        .where(where)
        .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: count() }).from(chatConversations).where(where),
  });
}
