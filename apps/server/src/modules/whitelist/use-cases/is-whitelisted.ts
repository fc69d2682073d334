import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { whitelistEntries } from "../schema.ts";

/** Whether the user is on the whitelist that opens whitelist-level documents. */
export async function isWhitelisted({
  db,
  userId,
}: {
  db: Database;
  userId: number;
}): Promise<boolean> {
  const [entry] = await db
    .select({ id: whitelistEntries.id })
    .from(whitelistEntries)
    .where(eq(whitelistEntries.userId, userId))
    .limit(1);
  return entry !== undefined;
}
