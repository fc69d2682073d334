import type { AuditKind } from "@portal/shared";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { forumPosts, forumReplies } from "../../forum/schema.ts";

/** How many posts and replies wait, of one kind or both. */
export async function countAuditQueue({
  db,
  kind,
}: {
  db: Database;
  kind?: AuditKind | undefined;
}): Promise<number> {
  const [posts] =
    kind === "reply"
      ? [{ count: 0 }]
      : await db
          .select({ count: sql<number>`count(*)::int` })
          .from(forumPosts)
          .where(eq(forumPosts.status, "pending"));
  const [replies] =
    kind === "post"
      ? [{ count: 0 }]
      : await db
          .select({ count: sql<number>`count(*)::int` })
          .from(forumReplies)
          .where(eq(forumReplies.status, "pending"));
  return (posts?.count ?? 0) + (replies?.count ?? 0);
}
