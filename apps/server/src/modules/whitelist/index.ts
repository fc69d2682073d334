import type { PortalModule } from "../../platform/http/portal-module.ts";
import { whitelistManagementRoutes } from "./management-routes.ts";
import { whitelistMessages } from "./messages.ts";

/** The whitelist module as app.ts registers it. */
export const whitelistModule = {
  name: "whitelist",
  messages: whitelistMessages,
  plugins: [whitelistManagementRoutes],
} as const satisfies PortalModule;
