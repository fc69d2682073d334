import { eq } from "drizzle-orm";
import { products } from "../modules/product/schema.ts";
import { subscriptionSettings } from "../modules/subscription/schema.ts";
import { saveSubscription } from "../modules/subscription/use-cases/save-subscription.ts";
import { users } from "../modules/user/schema.ts";
import type { SeedContext } from "./seed-context.ts";

/** The demo member who subscribes: the smart-meter engineer, to the module of his meters. */
const demoSubscriberPhone = "13900000001";
const demoSubscribedModel = "M5311";

/**
 * The first demo member subscribed to the M5311 and to datasheets (message centre only), so the
 * subscribe page and its notices have something to show. Seeds only while nobody subscribes;
 * answers whether it seeded.
 */
export async function seedDemoSubscriptions(ctx: SeedContext): Promise<boolean> {
  const [anybody] = await ctx.db
    .select({ userId: subscriptionSettings.userId })
    .from(subscriptionSettings)
    .limit(1);
  if (anybody) return false;
  const [member] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, demoSubscriberPhone));
  const [product] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.model, demoSubscribedModel));
  if (!member || !product) return false;
  await saveSubscription({
    db: ctx.db,
    now: new Date(),
    userId: member.id,
    input: { productIds: [product.id], documentTypes: ["datasheet"], email: false },
  });
  return true;
}
