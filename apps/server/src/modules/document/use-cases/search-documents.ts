import type { DocumentSearchQuery, Page } from "@portal/shared";
import { and, count, desc, eq, ilike, isNull, or, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../../platform/db/client.ts";
import { isOneOfIds } from "../../../platform/db/id-array.ts";
import { containsPattern } from "../../../platform/db/like-pattern.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { products } from "../../product/schema.ts";
import { keywordMatches } from "../../translation/use-cases/translation-matches.ts";
import { selectDocumentRows, withDetails } from "../document-rows.ts";
import { documentTranslations } from "../document-translation-kind.ts";
import { canDownload, type DocumentViewer, visibleTo } from "../policy.ts";
import type { DocumentRecord } from "../present.ts";
import { documents } from "../schema.ts";

/** The site search's index, which the document centre's keyword is looked up in. */
export type DocumentSearch = Pick<FastifyInstance["searchIndex"], "idsMatching">;

/**
 * Which documents a keyword finds: with `search` (the document centre), the site search's
 * matches (model beginnings, AT commands, Chinese pairs in either script, English stems), a
 * whitelist document only for a viewer who may open it; without (the management table, whose
 * drafts the index does not hold), the model, or the name or description of the original or
 * of any version in another language holding the keyword (a Traditional keyword finds
 * Simplified words too). Undefined: every document; null: none.
 */
async function keywordCondition(
  keyword: string | undefined,
  viewer: DocumentViewer,
  search: DocumentSearch | undefined,
): Promise<SQL | undefined | null> {
  if (!keyword) return undefined;
  if (!search) {
    return or(
      keywordMatches(keyword, {
        kind: documentTranslations.kind,
        recordId: documents.id,
        columns: [documents.name, documents.description],
      }),
      ilike(products.model, containsPattern(keyword)),
    );
  }
  const ids = await search.idsMatching({
    kind: "document",
    keyword,
    opensWhitelist: canDownload(viewer, "whitelist"),
  });
  return ids.length === 0 ? null : isOneOfIds(documents.id, ids);
}

/**
 * `queryDocument` and `findProductDocuments`: filtered, newest first, one page; a keyword as
 * `keywordCondition` says.
 */
export async function searchDocuments({
  db,
  viewer,
  search,
  ...query
}: DocumentSearchQuery & {
  db: Database;
  viewer: DocumentViewer;
  search?: DocumentSearch;
}): Promise<Page<DocumentRecord>> {
  const byKeyword = await keywordCondition(query.keyword, viewer, search);
  if (byKeyword === null) return { list: [], total: 0, page: query.page, pageSize: query.pageSize };
  const condition = and(
    visibleTo(viewer),
    byKeyword,
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
