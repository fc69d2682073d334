import { eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { whitelistEntries } from "./schema.ts";

/** Whether the user is on the whitelist that opens whitelist-level documents. */
export async function isWhitelisted(db: Database, userId: number): Promise<boolean> {
  const [entry] = await db
    .select({ id: whitelistEntries.id })
    .from(whitelistEntries)
    .where(eq(whitelistEntries.userId, userId))
    .limit(1);
  return entry !== undefined;
}

/** Puts a user on the whitelist; a user already on it keeps their entry. */
export async function addWhitelistEntry(
  db: Database,
  entry: { userId: number; note?: string | null; createdBy?: number | null },
) {
  await db
    .insert(whitelistEntries)
    .values({ userId: entry.userId, note: entry.note ?? null, createdBy: entry.createdBy ?? null })
    .onConflictDoNothing({ target: whitelistEntries.userId });
}
