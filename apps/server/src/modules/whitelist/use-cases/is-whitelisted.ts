import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { users } from "../../user/schema.ts";
import { companyMatchKey } from "../entry-rules.ts";
import { whitelistEntries } from "../schema.ts";

/**
 * Whether an entry unexpired at `now` (the platform's clock) opens whitelist-level documents to
 * the user: their own entry, or one naming the company of their profile.
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
  const [user] = await db
    .select({ company: users.company })
    .from(users)
    .where(eq(users.id, userId));
  const companyKey = user?.company ? companyMatchKey(user.company) : "";
  const [entry] = await db
    .select({ id: whitelistEntries.id })
    .from(whitelistEntries)
    .where(
      and(
        companyKey
          ? or(eq(whitelistEntries.userId, userId), eq(whitelistEntries.companyKey, companyKey))
          : eq(whitelistEntries.userId, userId),
        or(isNull(whitelistEntries.validUntil), gt(whitelistEntries.validUntil, now)),
      ),
    )
    .limit(1);
  return entry !== undefined;
}
