import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { whitelistEntries, whitelistMembers } from "../schema.ts";

/**
 * Whether an entry unexpired at `now` (the platform's clock) opens whitelist-level documents to
 * the user: their own entry, or a company entry staff linked them to. The company in their
 * profile counts for nothing, since they type it themselves.
 */
export async function isWhitelisted({
  db,
  userId,
  now,
}: {
  db: Database;
  userId: number;
  now: Date;
}): Promise<boolean> {
  const unexpired = or(isNull(whitelistEntries.validUntil), gt(whitelistEntries.validUntil, now));
  const [entry] = await db
    .select({ id: whitelistEntries.id })
    .from(whitelistEntries)
    .where(and(eq(whitelistEntries.userId, userId), unexpired))
    .unionAll(
      db
        .select({ id: whitelistEntries.id })
        .from(whitelistMembers)
        .innerJoin(whitelistEntries, eq(whitelistEntries.id, whitelistMembers.entryId))
        .where(and(eq(whitelistMembers.userId, userId), unexpired)),
    )
    .limit(1);
  return entry !== undefined;
}
