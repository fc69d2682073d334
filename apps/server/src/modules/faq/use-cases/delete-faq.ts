import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { faqNotFound } from "../errors.ts";
import { faqs } from "../schema.ts";

/** `delete`. */
export async function deleteFaq({ db, id }: { db: Database; id: number }): Promise<void> {
  const deleted = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  if (deleted.length === 0) throw faqNotFound();
}
