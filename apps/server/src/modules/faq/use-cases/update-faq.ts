import type { UpdateFaqInput } from "@portal/shared";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { staleRecord } from "../../../platform/http/errors.ts";
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
    const [current] = await tx
      .select({ version: faqs.version })
      .from(faqs)
      .where(eq(faqs.id, id))
      .for("update");
    if (!current) throw faqNotFound();
    if (current.version !== version) throw staleRecord(current.version);
    const values = await faqValues(tx, input);
    await tx
      .update(faqs)
      .set({ ...values, updatedAt: now, version: sql`${faqs.version} + 1` })
      .where(eq(faqs.id, id));
  });
}
