import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { whitelistEntries } from "../schema.ts";

/** Whether the user has a whitelist entry, unexpired at `now`, that opens whitelist-level documents. */
export async function isWhitelisted({
  db,
  userId,
  now = new Date(),
}: {
  db: Database;
  userId: number;
  now?: Date;
}): Promise<boolean> {
  const [entry] = await db
    .select({ id: whitelistEntries.id })
    .from(whitelistEntries)
    .where(
      and(
        eq(whitelistEntries.userId, userId),
        or(isNull(whitelistEntries.validUntil), gt(whitelistEntries.validUntil, now)),
      ),
    )
    .limit(1);
  return entry !== undefined;
}
