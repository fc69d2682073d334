import type { ProductStatus } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { updateProduct } from "../product-rules.ts";

/** `updateStatus`: publish or withdraw a product; 404 if unknown. */
export function setProductStatus({
  db,
  now,
  id,
  status,
}: {
  db: Database;
  now: Date;
  id: number;
  status: ProductStatus;
}): Promise<void> {
  return updateProduct(db, id, { status, updatedAt: now });
}
