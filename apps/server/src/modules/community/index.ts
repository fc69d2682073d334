import type { PortalModule } from "../../platform/http/portal-module.ts";
import { communityManagementRoutes, engineerCertificationRoutes } from "./management-routes.ts";
import { communityMessages } from "./messages.ts";
import { communityRoutes } from "./routes.ts";

/** The community module (titles, honorary titles, engineers, staff grants) as app.ts registers it. */
export const communityModule = {
  name: "community",
  messages: communityMessages,
  plugins: [communityRoutes, engineerCertificationRoutes, communityManagementRoutes],
} as const satisfies PortalModule;
