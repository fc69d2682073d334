import type { PortalModule } from "../../platform/http/portal-module.ts";
import { medalManagementRoutes } from "./management-routes.ts";
import { medalMessages } from "./messages.ts";
import { medalRoutes } from "./routes.ts";

/** The medal module as app.ts registers it. */
export const medalModule = {
  name: "medal",
  messages: medalMessages,
  plugins: [medalRoutes, medalManagementRoutes],
} as const satisfies PortalModule;
