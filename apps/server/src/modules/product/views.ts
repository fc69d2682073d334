import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { AppError } from "../../platform/http/errors.ts";
import { isPublished } from "./catalogue.ts";
import { products, productViews } from "./schema.ts";

/** Days of the view count follow China Standard Time (UTC+8), where the vendor's readers are. */
const chinaOffsetMs = 8 * 60 * 60 * 1000;

/** The calendar day (YYYY-MM-DD, China Standard Time) a moment falls on. */
export function chinaCalendarDay(moment: Date): string {
  return new Date(moment.getTime() + chinaOffsetMs).toISOString().slice(0, 10);
}

/**
 * Who is viewing: the signed-in user, else a hash of the address and the browser, so the
 * count never stores an address.
 */
export function visitorKey(
  visitor: { userId: number } | { address: string; userAgent: string },
): string {
  if ("userId" in visitor) return `u:${visitor.userId}`;
  const digest = createHash("sha256")
    .update(`${visitor.address}\n${visitor.userAgent}`)
    .digest("hex");
  return `a:${digest.slice(0, 40)}`;
}

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
    if (!product) throw new AppError("not_found", "product.notFound");
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
