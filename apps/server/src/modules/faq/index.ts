import type { PortalModule } from "../../platform/http/portal-module.ts";
import { faqManagementRoutes } from "./management-routes.ts";
import { faqMessages } from "./messages.ts";
import { faqRoutes } from "./routes.ts";

/** The faq module as app.ts registers it. */
export const faqModule = {
  name: "faq",
  messages: faqMessages,
  plugins: [faqRoutes, faqManagementRoutes],
} as const satisfies PortalModule;
