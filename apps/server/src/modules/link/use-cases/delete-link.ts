import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { linkTranslations } from "../link-translation-kind.ts";
import { linkNotFound } from "../link-values.ts";
import { friendshipLinks } from "../schema.ts";

/** `delete`: the link with its names in other languages. */
export function deleteLink({ db, id }: { db: Database; id: number }): Promise<void> {
  return inTransaction(db, async (tx) => {
    const deleted = await tx
      .delete(friendshipLinks)
      .where(eq(friendshipLinks.id, id))
      .returning({ id: friendshipLinks.id });
    if (deleted.length === 0) throw linkNotFound();
    await linkTranslations.removeAllOf(tx, id);
  });
}
