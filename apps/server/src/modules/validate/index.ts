import type { PortalModule } from "../../platform/http/portal-module.ts";
import { validateRoutes } from "./routes.ts";

/** The validate module as app.ts registers it. */
export const validateModule = {
  name: "validate",
  plugins: [validateRoutes],
} as const satisfies PortalModule;
