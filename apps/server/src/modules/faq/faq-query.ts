import { and, eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { keywordMatches } from "../translation/use-cases/translation-matches.ts";
import { faqTranslations } from "./faq-translation-kinds.ts";
import { faqs, faqTypes } from "./schema.ts";

/** A question with its type's name, as every reading use case answers it. */
export const selectFaqs = (db: Database) =>
  db
    .select({
      id: faqs.id,
      typeId: faqs.typeId,
      typeName: faqTypes.name,
      typeLanguage: faqTypes.language,
      language: faqs.language,
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
  return and(
    query.typeId === undefined ? undefined : eq(faqs.typeId, query.typeId),
    query.keyword
      ? keywordMatches(query.keyword, {
          kind: faqTranslations.kind,
          recordId: faqs.id,
          columns: [faqs.question, faqs.answer],
        })
      : undefined,
  );
}
