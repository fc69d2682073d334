import type { PortalModule } from "../../platform/http/portal-module.ts";

/** Subscriptions to products and document types, and the notices they bring. */
export const subscriptionModule = {
  name: "subscription",
  plugins: [],
} as const satisfies PortalModule;
