import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { texts } from "../schema.ts";
import { textNotFound } from "../text-rows.ts";
import { textTranslations } from "../text-translation-kind.ts";

/** `delete`: the text with its likes, collections, comments and versions in other languages. */
export function deleteText({ db, id }: { db: Database; id: number }): Promise<void> {
  return inTransaction(db, async (tx) => {
    const deleted = await tx.delete(texts).where(eq(texts.id, id)).returning({ id: texts.id });
    if (deleted.length === 0) throw textNotFound();
    await textTranslations.removeAllOf(tx, id);
  });
}
