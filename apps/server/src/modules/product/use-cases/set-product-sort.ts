import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { productNotFound } from "../product-rules.ts";
import { products } from "../schema.ts";

/** `updateSort`: the product's place in the catalogue; 404 if unknown. */
export async function setProductSort({
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
  const [updated] = await db
    .update(products)
    .set({ sort, updatedAt: now })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (!updated) throw productNotFound();
}
