import type { FaqType } from "@portal/shared";
import { asc, count, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { faqs, faqTypes } from "../schema.ts";

/** `getFaqTypeList`: every type in order, with how many questions it holds. */
export function listFaqTypes({ db }: { db: Database }): Promise<FaqType[]> {
  return db
    .select({
      id: faqTypes.id,
      name: faqTypes.name,
      sort: faqTypes.sort,
      version: faqTypes.version,
      faqCount: count(faqs.id),
    })
    .from(faqTypes)
    .leftJoin(faqs, eq(faqs.typeId, faqTypes.id))
    .groupBy(faqTypes.id)
    .orderBy(asc(faqTypes.sort), asc(faqTypes.id));
}
