import { moduleProductTypes, type Page, type PageQuery } from "@portal/shared";
import { and, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { isPublished, keywordCondition, pageOfProducts } from "../catalogue.ts";
import type { ProductListRow } from "../present.ts";
import { products } from "../schema.ts";

/**
 * `getProductListWithoutChild`: published products that belong to no other product; with
 * `modulesOnly`, `getMainProductList`: the modules (2G, 4G, NB-IoT, 5G) among them.
 */
export function listTopLevelProducts({
  db,
  keyword,
  modulesOnly = false,
  ...page
}: PageQuery & {
  db: Database;
  keyword?: string | undefined;
  modulesOnly?: boolean;
}): Promise<Page<ProductListRow>> {
  return pageOfProducts(
    db,
    and(
      isPublished,
      modulesOnly ? inArray(products.productType, moduleProductTypes) : undefined,
      isNull(products.parentId),
      keywordCondition(keyword),
    ),
    { ...page, keyword },
  );
}
