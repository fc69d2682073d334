import type { Page, PageQuery } from "@portal/shared";
import { and, isNull } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { isPublished, keywordCondition, pageOfProducts } from "../catalogue.ts";
import type { ProductListRow } from "../present.ts";
import { products } from "../schema.ts";

/** `getProductListWithoutChild`: published products that belong to no other product. */
export function listTopLevelProducts({
  db,
  keyword,
  ...page
}: PageQuery & { db: Database; keyword?: string | undefined }): Promise<Page<ProductListRow>> {
  return pageOfProducts(
    db,
    and(isPublished, isNull(products.parentId), keywordCondition(keyword)),
    page,
  );
}
