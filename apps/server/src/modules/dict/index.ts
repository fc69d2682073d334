import type { PortalModule } from "../../platform/http/portal-module.ts";
import { dictManagementRoutes } from "./management-routes.ts";
import { dictMessages } from "./messages.ts";
import { dictRoutes } from "./routes.ts";

/** The dict module as app.ts registers it. */
export const dictModule = {
  name: "dict",
  messages: dictMessages,
  plugins: [dictRoutes, dictManagementRoutes],
} as const satisfies PortalModule;
