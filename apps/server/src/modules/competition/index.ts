import type { PortalModule } from "../../platform/http/portal-module.ts";

/** The developer competition: teams' entries and staff's decisions. */
export const competitionModule = {
  name: "competition",
  plugins: [],
} as const satisfies PortalModule;
