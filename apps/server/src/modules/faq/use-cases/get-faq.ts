import { and, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { faqNotFound } from "../errors.ts";
import { type FaqRow, selectFaqs } from "../faq-query.ts";
import { faqs } from "../schema.ts";

/** `queryFaq`: one published question. */
export async function getFaq({ db, id }: { db: Database; id: number }): Promise<FaqRow> {
  const [row] = await selectFaqs(db).where(and(eq(faqs.id, id), eq(faqs.status, "published")));
  if (!row) throw faqNotFound();
  return row;
}
