import type { Database } from "../../../platform/db/client.ts";
import { catalogueOrder, isPublished, listColumns } from "../catalogue.ts";
import type { ProductListRow } from "../present.ts";
import { products } from "../schema.ts";

/** Every published product in catalogue order, for the category tree. */
export function listPublishedProducts({ db }: { db: Database }): Promise<ProductListRow[]> {
  return db
    .select(listColumns)
    .from(products)
    .where(isPublished)
    .orderBy(...catalogueOrder);
}
