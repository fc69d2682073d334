import type { PortalModule } from "../../platform/http/portal-module.ts";
import { healthRoutes } from "./routes.ts";

/** The health module as app.ts registers it. */
export const healthModule = {
  name: "health",
  plugins: [healthRoutes],
} as const satisfies PortalModule;
