import type { DocumentSearchQuery, Page } from "@portal/shared";
import { and, count, desc, eq, ilike, isNull, or } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { containsPattern } from "../../../platform/db/like-pattern.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { products } from "../../product/schema.ts";
import { selectDocumentRows, withDetails } from "../document-rows.ts";
import { type DocumentViewer, visibleTo } from "../policy.ts";
import type { DocumentRecord } from "../present.ts";
import { documents } from "../schema.ts";

/** `queryDocument` and `findProductDocuments`: filtered, newest first, one page. */
export async function searchDocuments({
  db,
  viewer,
  ...query
}: DocumentSearchQuery & {
  db: Database;
  viewer: DocumentViewer;
}): Promise<Page<DocumentRecord>> {
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  const condition = and(
    visibleTo(viewer),
    pattern
      ? or(
          ilike(documents.name, pattern),
          ilike(documents.description, pattern),
          ilike(products.model, pattern),
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
