import { and, inArray } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { isPublished, listColumns } from "../catalogue.ts";
import type { ComparedProduct } from "../compare.ts";
import { productNotFound } from "../product-rules.ts";
import { products } from "../schema.ts";

/**
 * Published products side by side, in the order of `ids`, in one query; 404 when any of them
 * is unknown or not published.
 */
export async function compareProducts({
  db,
  ids,
}: {
  db: Database;
  ids: number[];
}): Promise<ComparedProduct[]> {
  const rows = await db
    .select({ ...listColumns, parameters: products.parameters })
    .from(products)
    .where(and(inArray(products.id, ids), isPublished));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const compared = ids.flatMap((id) => byId.get(id) ?? []);
  if (compared.length !== ids.length) throw productNotFound();
  return compared;
}
