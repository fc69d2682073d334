import type { PortalModule } from "../../platform/http/portal-module.ts";
import { documentManagementRoutes } from "./management-routes.ts";
import { documentMessages } from "./messages.ts";
import { documentRoutes } from "./routes.ts";

/** The document module as app.ts registers it. */
export const documentModule = {
  name: "document",
  messages: documentMessages,
  plugins: [documentRoutes, documentManagementRoutes],
} as const satisfies PortalModule;
