import type { PortalModule } from "../../platform/http/portal-module.ts";
import { competitionManagementRoutes } from "./management-routes.ts";
import { competitionMessages } from "./messages.ts";
import { competitionRoutes } from "./routes.ts";

/** The developer competition: teams' entries and staff's decisions. */
export const competitionModule = {
  name: "competition",
  messages: competitionMessages,
  plugins: [competitionRoutes, competitionManagementRoutes],
} as const satisfies PortalModule;
