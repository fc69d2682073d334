import { moduleProductTypes, type Page, type PageQuery } from "@portal/shared";
import { and, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { isPublished, keywordCondition, pageOfProducts } from "../catalogue.ts";
import type { ProductListRow } from "../present.ts";
import { products } from "../schema.ts";

/** `getMainProductList`: published modules that belong to no other product. */
export function listMainProducts({
  db,
  keyword,
  ...page
}: PageQuery & { db: Database; keyword?: string | undefined }): Promise<Page<ProductListRow>> {
  return pageOfProducts(
    db,
    and(
      isPublished,
      inArray(products.productType, moduleProductTypes),
      isNull(products.parentId),
      keywordCondition(keyword),
    ),
    page,
  );
}
