import { asc, count, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { faqs, faqTypes } from "../schema.ts";

/** A question type as stored, with how many questions it holds. */
export type FaqTypeRow = {
  id: number;
  language: string;
  name: string;
  sort: number;
  version: number;
  faqCount: number;
};

/** `getFaqTypeList`: every type in order, with how many questions it holds. */
export function listFaqTypes({ db }: { db: Database }): Promise<FaqTypeRow[]> {
  return db
    .select({
      id: faqTypes.id,
      language: faqTypes.language,
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
