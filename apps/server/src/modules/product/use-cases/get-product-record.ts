import { asc, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import type { ProductRow } from "../present.ts";
import { productNotFound } from "../product-rules.ts";
import { productRelations, products } from "../schema.ts";

/** `getProductInfo`: the stored product and its related ids in their order; 404 if unknown. */
export async function getProductRecord({
  db,
  id,
}: {
  db: Database;
  id: number;
}): Promise<{ row: ProductRow; relatedIds: number[] }> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw productNotFound();
  const relations = await db
    .select({ relatedId: productRelations.relatedId })
    .from(productRelations)
    .where(eq(productRelations.productId, id))
    .orderBy(asc(productRelations.position));
  return { row, relatedIds: relations.map((relation) => relation.relatedId) };
}
