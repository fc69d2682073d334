import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import type { CompetitionEntryRow } from "../entry-values.ts";
import { competitionEntries } from "../schema.ts";

/** The signed-in member's entry (one each), or null when they have not applied. */
export async function getOwnEntry({
  db,
  userId,
}: {
  db: Database;
  userId: number;
}): Promise<CompetitionEntryRow | null> {
  const [entry] = await db
    .select()
    .from(competitionEntries)
    .where(eq(competitionEntries.userId, userId));
  return entry ?? null;
}
