import type { DocumentSearchQuery, Page } from "@portal/shared";
import { and, count, desc, eq, ilike, isNull, or } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { containsPattern } from "../../../platform/db/like-pattern.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { products } from "../../product/schema.ts";
import { keywordMatches } from "../../translation/use-cases/translation-matches.ts";
import { selectDocumentRows, withDetails } from "../document-rows.ts";
import { documentTranslations } from "../document-translation-kind.ts";
import { type DocumentViewer, visibleTo } from "../policy.ts";
import type { DocumentRecord } from "../present.ts";
import { documents } from "../schema.ts";

/**
 * `queryDocument` and `findProductDocuments`: filtered, newest first, one page. A keyword
 * matches the product's model, or the name or description of the original or of any version in
 * another language (a Traditional keyword finds Simplified words too).
 */
export async function searchDocuments({
  db,
  viewer,
  ...query
}: DocumentSearchQuery & {
  db: Database;
  viewer: DocumentViewer;
}): Promise<Page<DocumentRecord>> {
  const condition = and(
    visibleTo(viewer),
    query.keyword
      ? or(
          keywordMatches(query.keyword, {
            kind: documentTranslations.kind,
            recordId: documents.id,
            columns: [documents.name, documents.description],
          }),
          ilike(products.model, containsPattern(query.keyword)),
        )
      : undefined,
    query.productId === undefined ? undefined : eq(documents.productId, query.productId),
    query.type ? eq(documents.type, query.type) : undefined,
    query.language ? eq(documents.language, query.language) : undefined,
    query.general ? isNull(documents.productId) : undefined,
  );
  const page = await paginate(query, {
    rows: ({ limit, offset }) =>
      selectDocumentRows(db)
        .where(condition)
        .orderBy(desc(documents.updatedAt), desc(documents.id))
        .limit(limit)
        .offset(offset),
    count: () =>
      db
        .select({ total: count() })
        .from(documents)
        .leftJoin(products, eq(products.id, documents.productId))
        .where(condition),
  });
  return { ...page, list: await withDetails(db, viewer, page.list) };
}
