import type { PortalModule } from "../../platform/http/portal-module.ts";
import { textManagementRoutes } from "./management-routes.ts";
import { textMessages } from "./messages.ts";
import { textRoutes } from "./routes.ts";

/** The text module as app.ts registers it. */
export const textModule = {
  name: "text",
  messages: textMessages,
  plugins: [textRoutes, textManagementRoutes],
} as const satisfies PortalModule;
