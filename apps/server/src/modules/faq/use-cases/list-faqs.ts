import type { FaqListQuery, Page } from "@portal/shared";
import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { type FaqRow, faqSearchCondition, selectFaqs } from "../faq-query.ts";
import { faqs, faqTypes } from "../schema.ts";

/** `list` (staff, any status) and `getFaqList` (published only): in type and question order. */
export function listFaqs({
  db,
  query: { typeId, keyword, ...page },
  publishedOnly,
}: {
  db: Database;
  query: FaqListQuery;
  publishedOnly: boolean;
}): Promise<Page<FaqRow>> {
  const condition = and(
    faqSearchCondition({ typeId, keyword }),
    publishedOnly ? eq(faqs.status, "published") : undefined,
  );
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
