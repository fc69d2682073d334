import type { FaqInput } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { faqValues } from "../faq-values.ts";
import { faqs } from "../schema.ts";

/** `save`. */
export async function addFaq({ db, now, input }: { db: Database; now: Date; input: FaqInput }) {
  const values = await faqValues(db, input);
  const [row] = await db
    .insert(faqs)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: faqs.id });
  if (!row) throw new Error("the FAQ was not inserted");
  return row.id;
}
