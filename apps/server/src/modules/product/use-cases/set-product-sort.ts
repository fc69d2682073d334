import type { Database } from "../../../platform/db/client.ts";
import { updateProduct } from "../product-rules.ts";

/** `updateSort`: the product's place in the catalogue; 404 if unknown. */
export function setProductSort({
  db,
  now,
  id,
  sort,
}: {
  db: Database;
  now: Date;
  id: number;
  sort: number;
}): Promise<void> {
  return updateProduct(db, id, { sort, updatedAt: now });
}
