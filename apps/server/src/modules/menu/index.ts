import type { PortalModule } from "../../platform/http/portal-module.ts";
import { menuManagementRoutes } from "./management-routes.ts";

/** The menu module as app.ts registers it. */
export const menuModule = {
  name: "menu",
  plugins: [menuManagementRoutes],
} as const satisfies PortalModule;
