import type { ProductInput } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import {
  checkedValues,
  countChildren,
  productNotFound,
  replaceRelations,
} from "../product-rules.ts";
import { products } from "../schema.ts";

/** `modifyProductInfo`: replaces every field and the related products; 404 if unknown. */
export function modifyProduct({
  db,
  now,
  siteHost,
  boardOrTerminalOnly = false,
  id,
  ...input
}: ProductInput & {
  db: Database;
  now: Date;
  /** SITE_HOST, which image URLs may start with. */
  siteHost: string;
  boardOrTerminalOnly?: boolean;
  id: number;
}): Promise<number> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx
      .select({ id: products.id, productType: products.productType })
      .from(products)
      .where(eq(products.id, id))
      .for("update");
    if (!current) throw productNotFound();
    const existing = { ...current, hasChildren: (await countChildren(tx, current.id)) > 0 };
    const { values, relatedIds } = await checkedValues(
      tx,
      siteHost,
      input,
      existing,
      boardOrTerminalOnly,
    );
    await tx
      .update(products)
      .set({ ...values, updatedAt: now })
      .where(eq(products.id, current.id));
    await replaceRelations(tx, current.id, relatedIds);
    return current.id;
  });
}
