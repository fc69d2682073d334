import { count, gte } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { auditRecords } from "../schema.ts";

/** How many changes were recorded since `since` (the audit page's badge). */
export async function countChangesSince({
  db,
  since,
}: {
  db: Database;
  since: Date;
}): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(auditRecords)
    .where(gte(auditRecords.at, since));
  return row?.total ?? 0;
}
