import type { FaqListQuery, Page } from "@portal/shared";
import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { type FaqRow, type FaqSearch, faqSearchCondition, selectFaqs } from "../faq-query.ts";
import { faqs, faqTypes } from "../schema.ts";

/**
 * `list` (staff, any status, a keyword matched in the database) and `getFaqList` (published
 * only, a keyword looked up in `search`): in type and question order.
 */
export async function listFaqs({
  db,
  query: { typeId, keyword, ...page },
  publishedOnly,
  search,
}: {
  db: Database;
  query: FaqListQuery;
  publishedOnly: boolean;
  search?: FaqSearch;
}): Promise<Page<FaqRow>> {
  const found = await faqSearchCondition({ typeId, keyword }, search);
  if (found === null) return { list: [], total: 0, ...page };
  const condition = and(found, publishedOnly ? eq(faqs.status, "published") : undefined);
  return paginate(page, {
    rows: ({ limit, offset }) =>
      selectFaqs(db)
        .where(condition)
        .orderBy(asc(faqTypes.sort), asc(faqTypes.id), asc(faqs.sort), asc(faqs.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: count() }).from(faqs).where(condition),
  });
}
