import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { faqNotFound } from "../errors.ts";
import { faqTranslations } from "../faq-translation-kinds.ts";
import { faqs } from "../schema.ts";

/** `delete`: the question with its versions in other languages. */
export function deleteFaq({ db, id }: { db: Database; id: number }): Promise<void> {
  return inTransaction(db, async (tx) => {
    const deleted = await tx.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
    if (deleted.length === 0) throw faqNotFound();
    await faqTranslations.removeAllOf(tx, id);
  });
}
