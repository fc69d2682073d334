import type { ProductStatus } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { productNotFound } from "../product-rules.ts";
import { products } from "../schema.ts";

/** `updateStatus`: publish or withdraw a product; 404 if unknown. */
export async function setProductStatus({
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
  const [updated] = await db
    .update(products)
    .set({ status, updatedAt: now })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (!updated) throw productNotFound();
}
