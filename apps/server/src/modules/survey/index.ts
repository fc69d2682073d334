import type { PortalModule } from "../../platform/http/portal-module.ts";

/** Questionnaires: staff write them, members and visitors answer once, staff read the results. */
export const surveyModule = {
  name: "survey",
  plugins: [],
} as const satisfies PortalModule;
