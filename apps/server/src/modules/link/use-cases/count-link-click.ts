import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { recordLinkClick } from "../../statistics/use-cases/record-events.ts";
import { linkNotFound } from "../link-values.ts";
import { friendshipLinks } from "../schema.ts";

/** `countLinkClick`: one more click, also in the statistics; answers the count. */
export async function countLinkClick({
  db,
  now,
  id,
}: {
  db: Database;
  now: Date;
  id: number;
}): Promise<number> {
  const [row] = await db
    .update(friendshipLinks)
    .set({ clickCount: sql`${friendshipLinks.clickCount} + 1` })
    .where(eq(friendshipLinks.id, id))
    .returning({ clickCount: friendshipLinks.clickCount, name: friendshipLinks.name });
  if (!row) throw linkNotFound();
  recordLinkClick({ db, now, linkId: id, name: row.name });
  return row.clickCount;
}
