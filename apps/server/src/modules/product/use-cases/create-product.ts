import type { ProductInput } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { checkedValues, replaceRelations } from "../product-rules.ts";
import { products } from "../schema.ts";

/**
 * `addProductInfo`: a new product and its related products, in one transaction; answers its id.
 * `boardOrTerminalOnly` for the development-board page, which manages nothing else.
 */
export function createProduct({
  db,
  now,
  siteHost,
  userId,
  boardOrTerminalOnly = false,
  ...input
}: ProductInput & {
  db: Database;
  now: Date;
  /** SITE_HOST, which image URLs may start with. */
  siteHost: string;
  userId: number;
  boardOrTerminalOnly?: boolean;
}): Promise<number> {
  return inTransaction(db, async (tx) => {
    const { values, relatedIds } = await checkedValues(
      tx,
      siteHost,
      input,
      undefined,
      boardOrTerminalOnly,
    );
    const [created] = await tx
      .insert(products)
      .values({ ...values, createdBy: userId, createdAt: now, updatedAt: now })
      .returning({ id: products.id });
    if (!created) throw new AppError("internal");
    await replaceRelations(tx, created.id, relatedIds);
    return created.id;
  });
}
