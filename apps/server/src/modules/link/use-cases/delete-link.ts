import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { linkNotFound } from "../link-values.ts";
import { friendshipLinks } from "../schema.ts";

/** `delete`. */
export async function deleteLink({ db, id }: { db: Database; id: number }): Promise<void> {
  const deleted = await db
    .delete(friendshipLinks)
    .where(eq(friendshipLinks.id, id))
    .returning({ id: friendshipLinks.id });
  if (deleted.length === 0) throw linkNotFound();
}
