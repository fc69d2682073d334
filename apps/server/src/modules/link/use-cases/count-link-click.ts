import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { linkNotFound } from "../link-values.ts";
import { friendshipLinks } from "../schema.ts";

/** `countLinkClick`: one more click; answers the count. */
export async function countLinkClick({ db, id }: { db: Database; id: number }): Promise<number> {
  const [row] = await db
    .update(friendshipLinks)
    .set({ clickCount: sql`${friendshipLinks.clickCount} + 1` })
    .where(eq(friendshipLinks.id, id))
    .returning({ clickCount: friendshipLinks.clickCount });
  if (!row) throw linkNotFound();
  return row.clickCount;
}
