import { count, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { faqTypeNotFound } from "../errors.ts";
import { faqTypeTranslations } from "../faq-translation-kinds.ts";
import { faqs, faqTypes } from "../schema.ts";

/** `deleteFaqType`: only an empty type (409 while it holds questions), with its names in other languages. */
export function deleteFaqType({ db, id }: { db: Database; id: number }): Promise<void> {
  return inTransaction(db, async (tx) => {
    const [held] = await tx.select({ total: count() }).from(faqs).where(eq(faqs.typeId, id));
    if ((held?.total ?? 0) > 0) throw new AppError("conflict", "faq.typeHasFaqs");
    const deleted = await tx
      .delete(faqTypes)
      .where(eq(faqTypes.id, id))
      .returning({ id: faqTypes.id });
    if (deleted.length === 0) throw faqTypeNotFound();
    await faqTypeTranslations.removeAllOf(tx, id);
  });
}
