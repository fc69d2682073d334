import type { PortalModule } from "../../platform/http/portal-module.ts";
import { healthMessages } from "./messages.ts";
import { readiness } from "./readiness.ts";
import { healthRoutes } from "./routes.ts";

/**
 * The health module as app.ts registers it: the instance's readiness (`app.readiness`, with the
 * drain `main.ts` runs on SIGTERM) and the probes of orchestrators and balancers.
 */
export const healthModule = {
  name: "health",
  messages: healthMessages,
  plugins: [readiness, healthRoutes],
} as const satisfies PortalModule;
