import type { whitelistListQuery } from "@portal/shared";
import { count, desc, eq, ilike, or } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../../platform/db/client.ts";
import { containsPattern } from "../../../platform/db/like-pattern.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { users } from "../../user/schema.ts";
import { whitelistEntries, whitelistMembers } from "../schema.ts";

/**
 * `whitelist/query`: entries newest first, by a keyword on the user's phone, nickname or
 * company, or on the company a company entry names.
 */
export function listWhitelistEntries({
  db,
  keyword,
  ...page
}: z.infer<typeof whitelistListQuery> & { db: Database }) {
  const pattern = keyword ? containsPattern(keyword) : undefined;
  const condition = pattern
    ? or(
        ilike(users.phone, pattern),
        ilike(users.nickname, pattern),
        ilike(users.company, pattern),
        ilike(whitelistEntries.company, pattern),
      )
    : undefined;
  return paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select({
          entry: whitelistEntries,
          phone: users.phone,
          nickname: users.nickname,
          company: users.company,
          memberCount: db.$count(
            whitelistMembers,
            eq(whitelistMembers.entryId, whitelistEntries.id),
          ),
        })
        .from(whitelistEntries)
        .leftJoin(users, eq(users.id, whitelistEntries.userId))
        .where(condition)
        .orderBy(desc(whitelistEntries.createdAt), desc(whitelistEntries.id))
        .limit(limit)
        .offset(offset),
    count: () =>
      db
        .select({ total: count() })
        .from(whitelistEntries)
        .leftJoin(users, eq(users.id, whitelistEntries.userId))
        .where(condition),
  });
}
