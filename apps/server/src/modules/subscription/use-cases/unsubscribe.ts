import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { subscribedDocumentTypes, subscribedProducts, subscriptionSettings } from "../schema.ts";

/**
 * Unsubscribes a member from everything: no product, no document type, no e-mail. The settings
 * row and its token stay, so an old e-mail's link still answers instead of a 404.
 */
export function unsubscribeMember({
  db,
  now,
  userId,
}: {
  db: Database;
  now: Date;
  userId: number;
}): Promise<void> {
  return inTransaction(db, async (tx) => {
    await tx.delete(subscribedProducts).where(eq(subscribedProducts.userId, userId));
    await tx.delete(subscribedDocumentTypes).where(eq(subscribedDocumentTypes.userId, userId));
    await tx
      .update(subscriptionSettings)
      .set({ email: false, updatedAt: now })
      .where(eq(subscriptionSettings.userId, userId));
  });
}

/** The e-mail's one-click link: unsubscribes the token's member, no sign-in; 404 for an unknown token. */
export async function unsubscribeByToken({
  db,
  now,
  token,
}: {
  db: Database;
  now: Date;
  token: string;
}): Promise<void> {
  const [settings] = await db
    .select({ userId: subscriptionSettings.userId })
    .from(subscriptionSettings)
    .where(eq(subscriptionSettings.unsubscribeToken, token));
  if (!settings) throw new AppError("not_found", "subscription.tokenNotFound");
  await unsubscribeMember({ db, now, userId: settings.userId });
}
