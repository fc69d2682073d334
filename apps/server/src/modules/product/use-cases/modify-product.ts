import type { ProductInput } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow, nextVersion } from "../../../platform/db/versioned-row.ts";
import {
  checkedValues,
  countChildren,
  productNotFound,
  replaceRelations,
} from "../product-rules.ts";
import { products } from "../schema.ts";

/**
 * `modifyProductInfo`: replaces every field and the related products; 404 if unknown, 409 when
 * `version` is not the product's version any more (someone saved it meanwhile).
 */
export function modifyProduct({
  db,
  now,
  siteHost,
  boardOrTerminalOnly = false,
  id,
  version,
  ...input
}: ProductInput & {
  db: Database;
  now: Date;
  /** SITE_HOST, which image URLs may start with. */
  siteHost: string;
  boardOrTerminalOnly?: boolean;
  id: number;
  version: number;
}): Promise<number> {
  return inTransaction(db, async (tx) => {
    const current = await lockVersionedRow(tx, products, {
      id,
      version,
      notFound: productNotFound,
    });
    const existing = {
      id: current.id,
      productType: current.productType,
      hasChildren: (await countChildren(tx, current.id)) > 0,
    };
    const { values, relatedIds } = await checkedValues(
      tx,
      siteHost,
      input,
      existing,
      boardOrTerminalOnly,
    );
    await tx
      .update(products)
      .set({ ...values, updatedAt: now, version: nextVersion(products.version) })
      .where(and(eq(products.id, current.id), eq(products.version, version)));
    await replaceRelations(tx, current.id, relatedIds);
    return current.id;
  });
}
