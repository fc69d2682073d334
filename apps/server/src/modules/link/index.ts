import type { PortalModule } from "../../platform/http/portal-module.ts";
import { linkManagementRoutes } from "./management-routes.ts";
import { linkMessages } from "./messages.ts";
import { linkRoutes } from "./routes.ts";

/** The link module as app.ts registers it. */
export const linkModule = {
  name: "link",
  messages: linkMessages,
  plugins: [linkRoutes, linkManagementRoutes],
} as const satisfies PortalModule;
