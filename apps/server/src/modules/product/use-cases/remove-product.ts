import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { refusedByForeignKey } from "../../../platform/db/foreign-key.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { countChildren, productNotFound } from "../product-rules.ts";
import { products } from "../schema.ts";

/** `removeProductInfo`: 404 if unknown, 409 while it has children or documents. */
export function removeProduct({ db, id }: { db: Database; id: number }): Promise<void> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, id))
      .for("update");
    if (!current) throw productNotFound();
    if ((await countChildren(tx, id)) > 0) throw new AppError("conflict", "product.hasChildren");
    // Relations and views go with it (cascade). Documents keep it (restrict): with the children
    // ruled out under the lock, a foreign key that refuses the delete is theirs.
    await refusedByForeignKey(
      () => tx.delete(products).where(eq(products.id, id)),
      () => new AppError("conflict", "product.hasDocuments"),
    );
  });
}
