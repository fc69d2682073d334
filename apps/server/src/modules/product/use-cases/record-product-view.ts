import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { isPublished } from "../catalogue.ts";
import { productNotFound } from "../product-rules.ts";
import { products, productViews } from "../schema.ts";

/**
 * `addNum`: counts a view of a published product once per visitor and day (the primary key of
 * product_views settles it, also between instances); answers the view count.
 */
export function recordProductView({
  db,
  productId,
  visitor,
  day,
}: {
  db: Database;
  productId: number;
  visitor: string;
  day: string;
}): Promise<number> {
  return inTransaction(db, async (tx) => {
    const [product] = await tx
      .select({ viewCount: products.viewCount })
      .from(products)
      .where(and(eq(products.id, productId), isPublished));
    if (!product) throw productNotFound();
    const inserted = await tx
      .insert(productViews)
      .values({ productId, visitorKey: visitor, day })
      .onConflictDoNothing()
      .returning({ productId: productViews.productId });
    if (inserted.length === 0) return product.viewCount;
    const [updated] = await tx
      .update(products)
      .set({ viewCount: sql`${products.viewCount} + 1` })
      .where(eq(products.id, productId))
      .returning({ viewCount: products.viewCount });
    return updated?.viewCount ?? product.viewCount + 1;
  });
}
