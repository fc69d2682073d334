import { z } from "zod";
import { documentTypes } from "../domain/document.ts";
import { productTypes } from "../domain/product.ts";
import { recordId } from "./common.ts";

export const subscriptionLimits = {
  /** Products one member may subscribe to: far more than a designer follows, few enough to list. */
  productsMax: 100,
  /** Catalogue entries the picker offers. */
  catalogueMax: 1000,
  /** The unsubscribe link's key: 32 random bytes as hex. */
  tokenLength: 64,
} as const;

/** `POST /subscription/save`: everything a member subscribes to, replacing what was there. */
export const subscriptionInput = z.object({
  productIds: z
    .array(recordId)
    .max(subscriptionLimits.productsMax)
    .transform((ids) => [...new Set(ids)]),
  documentTypes: z
    .array(z.enum(documentTypes))
    .max(documentTypes.length * 2)
    .transform((types) => [...new Set(types)]),
  /** Also send each notice to the account's e-mail address, if it has one. */
  email: z.boolean(),
});
export type SubscriptionInput = z.infer<typeof subscriptionInput>;

/** A subscribed product as the member's page shows it. */
export const subscribedProduct = z.object({
  id: z.number(),
  model: z.string(),
  name: z.string(),
  productType: z.enum(productTypes),
});
export type SubscribedProduct = z.infer<typeof subscribedProduct>;

/** `GET /subscription/mine`: what the member subscribes to and how it reaches them. */
export const mySubscription = z.object({
  products: z.array(subscribedProduct),
  documentTypes: z.array(z.enum(documentTypes)),
  email: z.boolean(),
  /** The account's address, null when it has none (then no e-mail can be sent). */
  emailAddress: z.string().nullable(),
});
export type MySubscription = z.infer<typeof mySubscription>;

/** `GET /subscription/catalogue`: the published products one may subscribe to. */
export const subscriptionCatalogue = z.array(subscribedProduct);

/** `POST /subscription/unsubscribe`: the e-mail link's key, no sign-in needed. */
export const unsubscribeInput = z.object({
  token: z
    .string()
    .trim()
    .length(subscriptionLimits.tokenLength)
    .regex(/^[0-9a-f]+$/),
});
