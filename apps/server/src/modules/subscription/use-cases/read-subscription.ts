import type { DocumentType, Language, MySubscription } from "@portal/shared";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { products } from "../../product/schema.ts";
import { users } from "../../user/schema.ts";
import { presentSubscribedProduct, subscribedProductColumns } from "../product-names.ts";
import { subscribedDocumentTypes, subscribedProducts, subscriptionSettings } from "../schema.ts";

/** `mine`: what a member subscribes to, in the reader's language; nothing yet is an empty answer. */
export async function readSubscription({
  db,
  userId,
  language,
}: {
  db: Database;
  userId: number;
  language: Language;
}): Promise<MySubscription> {
  const productRows = await db
    .select(subscribedProductColumns)
    .from(subscribedProducts)
    .innerJoin(products, eq(products.id, subscribedProducts.productId))
    .where(eq(subscribedProducts.userId, userId))
    .orderBy(asc(products.model), asc(products.id));
  const typeRows = await db
    .select({ documentType: subscribedDocumentTypes.documentType })
    .from(subscribedDocumentTypes)
    .where(eq(subscribedDocumentTypes.userId, userId))
    .orderBy(asc(subscribedDocumentTypes.documentType));
  const [account] = await db
    .select({ emailAddress: users.email, email: subscriptionSettings.email })
    .from(users)
    .leftJoin(subscriptionSettings, eq(subscriptionSettings.userId, users.id))
    .where(eq(users.id, userId));
  return {
    products: productRows.map((row) => presentSubscribedProduct(language, row)),
    documentTypes: typeRows.map((row) => row.documentType as DocumentType),
    email: account?.email ?? false,
    emailAddress: account?.emailAddress ?? null,
  };
}
