import type { PortalModule } from "../../platform/http/portal-module.ts";
import { customizationMessages } from "./messages.ts";
import { customizationRoutes } from "./routes.ts";

/** Private customization: companies' requests for a customized module and staff's replies. */
export const customizationModule = {
  name: "customization",
  messages: customizationMessages,
  plugins: [customizationRoutes],
} as const satisfies PortalModule;
