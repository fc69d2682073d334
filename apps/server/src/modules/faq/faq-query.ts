import { and, eq, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../platform/db/client.ts";
import { isOneOfIds } from "../../platform/db/id-array.ts";
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

/** The site search's index, which the knowledge base's keyword is looked up in. */
export type FaqSearch = Pick<FastifyInstance["searchIndex"], "idsMatching">;

/**
 * Questions of a type and matching a keyword. With `search` (the public knowledge base), the
 * keyword finds the site search's matches (model beginnings, AT commands, Chinese pairs in
 * either script, English stems) among the published questions it holds; without (the
 * management table, which lists drafts), the question or answer of the original or of any
 * version holding it (a Traditional keyword finds Simplified words too). Null: no question.
 */
export async function faqSearchCondition(
  query: { typeId?: number | undefined; keyword?: string | undefined },
  search: FaqSearch | undefined,
): Promise<SQL | undefined | null> {
  const ofType = query.typeId === undefined ? undefined : eq(faqs.typeId, query.typeId);
  if (!query.keyword) return ofType;
  if (!search) {
    return and(
      ofType,
      keywordMatches(query.keyword, {
        kind: faqTranslations.kind,
        recordId: faqs.id,
        columns: [faqs.question, faqs.answer],
      }),
    );
  }
  const ids = await search.idsMatching({
    kind: "faq",
    keyword: query.keyword,
    opensWhitelist: false,
  });
  return ids.length === 0 ? null : and(ofType, isOneOfIds(faqs.id, ids));
}
