import { and, eq } from "drizzle-orm";
import {
  catalogueOrder,
  findVisibleProduct,
  isPublished,
  listColumns,
  type ProductLookup,
  relatedProductRows,
} from "../catalogue.ts";
import { products } from "../schema.ts";

/**
 * `query`: the product with its parent, children and related products. Staff who may edit
 * products also see drafts (a preview); everyone else sees published products only.
 */
export async function findProductDetail({ db, id, includeDrafts }: ProductLookup) {
  const product = await findVisibleProduct(db, id, includeDrafts);
  const visible = includeDrafts ? undefined : isPublished;
  const [parents, children, related] = await Promise.all([
    product.parentId === null
      ? Promise.resolve([])
      : db
          .select(listColumns)
          .from(products)
          .where(and(eq(products.id, product.parentId), visible)),
    db
      .select(listColumns)
      .from(products)
      .where(and(eq(products.parentId, id), visible))
      .orderBy(...catalogueOrder),
    relatedProductRows(db, id, includeDrafts),
  ]);
  return { product, family: { parent: parents[0] ?? null, children, related } };
}
