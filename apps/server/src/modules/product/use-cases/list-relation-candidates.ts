import type { Page, PageQuery } from "@portal/shared";
import { and, ne } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { keywordCondition, pageOfProducts } from "../catalogue.ts";
import type { ProductListRow } from "../present.ts";
import { products } from "../schema.ts";

/** `queryRelated`: products of any status staff may relate to `excludeId` (itself left out). */
export function listRelationCandidates({
  db,
  keyword,
  excludeId,
  ...page
}: PageQuery & {
  db: Database;
  keyword?: string | undefined;
  excludeId?: number | undefined;
}): Promise<Page<ProductListRow>> {
  return pageOfProducts(
    db,
    and(excludeId ? ne(products.id, excludeId) : undefined, keywordCondition(keyword)),
    { ...page, keyword },
  );
}
