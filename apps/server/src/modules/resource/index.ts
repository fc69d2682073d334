import type { PortalModule } from "../../platform/http/portal-module.ts";
import { resourceManagementRoutes } from "./management-routes.ts";
import { resourceMessages } from "./messages.ts";
import { resourceRoutes } from "./routes.ts";

/** The resource module as app.ts registers it. */
export const resourceModule = {
  name: "resource",
  messages: resourceMessages,
  plugins: [resourceRoutes, resourceManagementRoutes],
} as const satisfies PortalModule;
