import type { Page, PageQuery, ProductFilters } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { catalogueCondition, pageOfProducts } from "../catalogue.ts";
import type { ProductListRow } from "../present.ts";

/** `getList`: published products matching the filters. */
export function listCatalogue({
  db,
  ...query
}: ProductFilters & PageQuery & { db: Database }): Promise<Page<ProductListRow>> {
  return pageOfProducts(db, catalogueCondition(query), query);
}
