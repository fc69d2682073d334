import type { PortalModule } from "../../platform/http/portal-module.ts";
import { parameterManagementRoutes } from "./management-routes.ts";
import { parameterMessages } from "./messages.ts";
import { parameterRoutes } from "./routes.ts";

/** The parameter module as app.ts registers it. */
export const parameterModule = {
  name: "parameter",
  messages: parameterMessages,
  plugins: [parameterRoutes, parameterManagementRoutes],
} as const satisfies PortalModule;

/** The settings plugin's loader of the stored parameters. */
export { loadParameterValues } from "./use-cases/load-parameter-values.ts";
