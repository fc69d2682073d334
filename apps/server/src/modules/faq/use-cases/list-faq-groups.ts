import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { type FaqRow, type FaqSearch, faqSearchCondition, selectFaqs } from "../faq-query.ts";
import { faqs } from "../schema.ts";
import { type FaqTypeRow, listFaqTypes } from "./list-faq-types.ts";

/**
 * `queryAll`: the knowledge base, every type in order with its published questions matching
 * the keyword (looked up in the site search's index); types left empty by the search are left out.
 */
export async function listFaqGroups({
  db,
  keyword,
  search,
}: {
  db: Database;
  keyword?: string | undefined;
  search: FaqSearch;
}): Promise<(FaqTypeRow & { faqs: FaqRow[] })[]> {
  const found = await faqSearchCondition({ keyword }, search);
  if (found === null) return [];
  const types = await listFaqTypes({ db });
  const rows = await selectFaqs(db)
    .where(and(found, eq(faqs.status, "published")))
    .orderBy(asc(faqs.sort), asc(faqs.id));
  const groups = types.map((type) => ({
    ...type,
    faqs: rows.filter((row) => row.typeId === type.id),
  }));
  return keyword ? groups.filter((group) => group.faqs.length > 0) : groups;
}
