import type { UpdateFaqInput } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow, nextVersion } from "../../../platform/db/versioned-row.ts";
import { faqNotFound } from "../errors.ts";
import { faqValues } from "../faq-values.ts";
import { faqs } from "../schema.ts";

/** `update`: 409 when `version` is not the question's version any more. */
export function updateFaq({
  db,
  now,
  input: { id, version, ...input },
}: {
  db: Database;
  now: Date;
  input: UpdateFaqInput;
}): Promise<void> {
  return inTransaction(db, async (tx) => {
    await lockVersionedRow(tx, faqs, { id, version, notFound: faqNotFound });
    const values = await faqValues(tx, input);
    await tx
      .update(faqs)
      .set({ ...values, updatedAt: now, version: nextVersion(faqs.version) })
      .where(eq(faqs.id, id));
  });
}
