import type { Database } from "../../../platform/db/client.ts";
import { whitelistEntries } from "../schema.ts";

/** Puts a user on the whitelist; a user already on it keeps their entry. */
export async function addWhitelistEntry({
  db,
  userId,
  note = null,
  createdBy = null,
}: {
  db: Database;
  userId: number;
  note?: string | null;
  createdBy?: number | null;
}): Promise<void> {
  await db
    .insert(whitelistEntries)
    .values({ userId, note, createdBy })
    .onConflictDoNothing({ target: whitelistEntries.userId });
}
