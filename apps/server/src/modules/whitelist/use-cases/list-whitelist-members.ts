import type { whitelistMembersQuery } from "@portal/shared";
import { count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { users } from "../../user/schema.ts";
import { findCompanyEntry } from "../entry-rules.ts";
import { whitelistMembers } from "../schema.ts";

/** `whitelist/queryMembers`: the accounts linked to a company entry, the latest linked first. */
export async function listWhitelistMembers({
  db,
  entryId,
  ...page
}: z.infer<typeof whitelistMembersQuery> & { db: Database }) {
  await findCompanyEntry(db, entryId, { lock: false });
  const ofEntry = eq(whitelistMembers.entryId, entryId);
  return paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select({
          userId: whitelistMembers.userId,
          phone: users.phone,
          nickname: users.nickname,
          company: users.company,
          addedAt: whitelistMembers.addedAt,
        })
        .from(whitelistMembers)
        .innerJoin(users, eq(users.id, whitelistMembers.userId))
        .where(ofEntry)
        .orderBy(desc(whitelistMembers.addedAt), desc(whitelistMembers.userId))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: count() }).from(whitelistMembers).where(ofEntry),
  });
}
