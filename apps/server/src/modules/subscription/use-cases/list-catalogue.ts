import { type Language, subscriptionLimits } from "@portal/shared";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { products } from "../../product/schema.ts";
import { presentSubscribedProduct, subscribedProductColumns } from "../product-names.ts";

/** `catalogue`: the published products a member may subscribe to, by type then model. */
export async function listCatalogue({ db, language }: { db: Database; language: Language }) {
  const rows = await db
    .select(subscribedProductColumns)
    .from(products)
    .where(eq(products.status, "published"))
    .orderBy(asc(products.productType), asc(products.model), asc(products.id))
    .limit(subscriptionLimits.catalogueMax);
  return rows.map((row) => presentSubscribedProduct(language, row));
}
