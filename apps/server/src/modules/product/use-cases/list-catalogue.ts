import type { Page, PageQuery, ProductFilters } from "@portal/shared";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../../platform/db/client.ts";
import { catalogueCondition, pageOfProducts } from "../catalogue.ts";
import type { ProductListRow } from "../present.ts";

/**
 * `getList`: published products matching the filters. A keyword is looked up in the search
 * index (model and names, by the site search's rules: model beginnings, Chinese pairs in either
 * script, English stems), which holds what a list row shows, so no keyword waits on the
 * database; without one the list is read from the database.
 */
export async function listCatalogue({
  db,
  search,
  ...query
}: ProductFilters &
  PageQuery & {
    db: Database;
    search: Pick<FastifyInstance["searchIndex"], "catalogue">;
  }): Promise<Page<ProductListRow>> {
  if (!query.keyword) return pageOfProducts(db, catalogueCondition(query), query);
  const { page, pageSize } = query;
  const { list, total } = await search.catalogue(
    {
      keyword: query.keyword,
      productType: query.productType,
      networkSystem: query.networkSystem,
      packageType: query.packageType,
    },
    { offset: (page - 1) * pageSize, limit: pageSize },
  );
  return { list, total, page, pageSize };
}
