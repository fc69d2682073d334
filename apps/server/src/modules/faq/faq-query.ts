import { and, eq, ilike, or } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { containsPattern } from "../../platform/db/like-pattern.ts";
import { faqs, faqTypes } from "./schema.ts";

/** A question with its type's name, as every reading use case answers it. */
export const selectFaqs = (db: Database) =>
  db
    .select({
      id: faqs.id,
      typeId: faqs.typeId,
      typeName: faqTypes.name,
      question: faqs.question,
      answer: faqs.answer,
      sort: faqs.sort,
      status: faqs.status,
      version: faqs.version,
      updatedAt: faqs.updatedAt,
    })
    .from(faqs)
    .innerJoin(faqTypes, eq(faqTypes.id, faqs.typeId));
export type FaqRow = Awaited<ReturnType<ReturnType<typeof selectFaqs>["execute"]>>[number];

/** Questions of a type and matching a keyword in the question or the answer. */
export function faqSearchCondition(query: {
  typeId?: number | undefined;
  keyword?: string | undefined;
}) {
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  return and(
    query.typeId === undefined ? undefined : eq(faqs.typeId, query.typeId),
    pattern ? or(ilike(faqs.question, pattern), ilike(faqs.answer, pattern)) : undefined,
  );
}
