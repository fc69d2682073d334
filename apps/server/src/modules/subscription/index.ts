import type { PortalModule } from "../../platform/http/portal-module.ts";
import { subscriptionMessages } from "./messages.ts";
import { subscriptionRoutes } from "./routes.ts";

/** Subscriptions to products and document types, and the notices they bring. */
export const subscriptionModule = {
  name: "subscription",
  messages: subscriptionMessages,
  plugins: [subscriptionRoutes],
} as const satisfies PortalModule;
