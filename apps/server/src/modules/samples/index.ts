import type { PortalModule } from "../../platform/http/portal-module.ts";
import { samplesManagementRoutes } from "./management-routes.ts";
import { samplesMessages } from "./messages.ts";
import { samplesRoutes } from "./routes.ts";

/** Sample and development-board applications, from the member's request to shipping. */
export const samplesModule = {
  name: "samples",
  messages: samplesMessages,
  plugins: [samplesRoutes, samplesManagementRoutes],
} as const satisfies PortalModule;
