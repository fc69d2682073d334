import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { products } from "../schema.ts";

/** A product's model and status, whatever its status; undefined when there is no such product. */
export async function findProductState({
  db,
  id,
}: {
  db: Database;
  id: number;
}): Promise<{ model: string; status: string } | undefined> {
  const [row] = await db
    .select({ model: products.model, status: products.status })
    .from(products)
    .where(eq(products.id, id));
  return row;
}
