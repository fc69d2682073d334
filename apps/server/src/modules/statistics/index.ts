import type { PortalModule } from "../../platform/http/portal-module.ts";
import { statisticsManagementRoutes } from "./management-routes.ts";
import { statisticsMessages } from "./messages.ts";
import { statisticsRecording } from "./recording.ts";
import { statisticsRoutes } from "./routes.ts";

/** The statistics module as app.ts registers it. */
export const statisticsModule = {
  name: "statistics",
  messages: statisticsMessages,
  plugins: [statisticsRoutes, statisticsManagementRoutes, statisticsRecording],
} as const satisfies PortalModule;
