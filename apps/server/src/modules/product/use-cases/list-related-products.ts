import type { Database } from "../../../platform/db/client.ts";
import { findVisibleProduct, relatedProductRows } from "../catalogue.ts";
import type { ProductListRow } from "../present.ts";

/** `getProductRelated`: the products related to a visible product (404 otherwise), in their order. */
export async function listRelatedProducts({
  db,
  id,
  includeDrafts,
}: {
  db: Database;
  id: number;
  includeDrafts: boolean;
}): Promise<ProductListRow[]> {
  await findVisibleProduct(db, id, includeDrafts);
  return relatedProductRows(db, id, includeDrafts);
}
