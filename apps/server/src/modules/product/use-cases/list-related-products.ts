import { findVisibleProduct, type ProductLookup, relatedProductRows } from "../catalogue.ts";
import type { ProductListRow } from "../present.ts";

/** `getProductRelated`: the products related to a visible product (404 otherwise), in their order. */
export async function listRelatedProducts({
  db,
  id,
  includeDrafts,
}: ProductLookup): Promise<ProductListRow[]> {
  await findVisibleProduct(db, id, includeDrafts);
  return relatedProductRows(db, id, includeDrafts);
}
