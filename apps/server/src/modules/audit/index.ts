import type { PortalModule } from "../../platform/http/portal-module.ts";
import { auditManagementRoutes } from "./management-routes.ts";

/** The audit module as app.ts registers it. */
export const auditModule = {
  name: "audit",
  plugins: [auditManagementRoutes],
} as const satisfies PortalModule;
