import type { PortalModule } from "../../platform/http/portal-module.ts";
import { memberStatisticsMessages } from "./messages.ts";
import { memberStatisticsRoutes } from "./routes.ts";

/** The member statistics module as app.ts registers it. */
export const memberStatisticsModule = {
  name: "memberStatistics",
  messages: memberStatisticsMessages,
  plugins: [memberStatisticsRoutes],
} as const satisfies PortalModule;
