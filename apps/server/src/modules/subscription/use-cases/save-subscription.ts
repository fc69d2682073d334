import { randomBytes } from "node:crypto";
import type { SubscriptionInput } from "@portal/shared";
import { and, eq, exists, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { products } from "../../product/schema.ts";
import { subscribedDocumentTypes, subscribedProducts, subscriptionSettings } from "../schema.ts";

/** The unsubscribe link's key: unguessable, so the link alone proves it came from the e-mail. */
function newUnsubscribeToken(): string {
  return randomBytes(32).toString("hex");
}

/**
 * `save`: replaces everything a member subscribes to and whether e-mail is sent; 404 when a
 * product is unknown, or not published and not chosen before (a member picks from the
 * catalogue). The
 * unsubscribe token is made on the first save and kept, so links in e-mails already sent work.
 */
export function saveSubscription({
  db,
  now,
  userId,
  input,
}: {
  db: Database;
  now: Date;
  userId: number;
  input: SubscriptionInput;
}): Promise<void> {
  return inTransaction(db, async (tx) => {
    if (input.productIds.length > 0) {
      // A product unpublished since it was chosen may stay: the member did not pick it anew.
      const alreadyChosen = exists(
        tx
          .select({ one: sql`1` })
          .from(subscribedProducts)
          .where(
            and(
              eq(subscribedProducts.userId, userId),
              eq(subscribedProducts.productId, products.id),
            ),
          ),
      );
      const found = await tx
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            inArray(products.id, input.productIds),
            or(eq(products.status, "published"), alreadyChosen),
          ),
        );
      if (found.length !== input.productIds.length) {
        throw new AppError("not_found", "subscription.productNotFound", {
          fields: [{ field: "productIds", messageKey: "subscription.productNotFound" }],
        });
      }
    }
    await tx.delete(subscribedProducts).where(eq(subscribedProducts.userId, userId));
    if (input.productIds.length > 0) {
      await tx
        .insert(subscribedProducts)
        .values(input.productIds.map((productId) => ({ userId, productId, createdAt: now })));
    }
    await tx.delete(subscribedDocumentTypes).where(eq(subscribedDocumentTypes.userId, userId));
    if (input.documentTypes.length > 0) {
      await tx
        .insert(subscribedDocumentTypes)
        .values(
          input.documentTypes.map((documentType) => ({ userId, documentType, createdAt: now })),
        );
    }
    await tx
      .insert(subscriptionSettings)
      .values({
        userId,
        email: input.email,
        unsubscribeToken: newUnsubscribeToken(),
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: subscriptionSettings.userId,
        set: { email: input.email, updatedAt: now },
      });
  });
}
