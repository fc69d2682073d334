import type { PortalModule } from "../../platform/http/portal-module.ts";
import { surveyManagementRoutes } from "./management-routes.ts";
import { surveyMessages } from "./messages.ts";
import { surveyRoutes } from "./routes.ts";

/** Questionnaires: staff write them, members and visitors answer once, staff read the results. */
export const surveyModule = {
  name: "survey",
  messages: surveyMessages,
  plugins: [surveyRoutes, surveyManagementRoutes],
} as const satisfies PortalModule;
