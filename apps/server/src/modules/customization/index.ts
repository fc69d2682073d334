import type { PortalModule } from "../../platform/http/portal-module.ts";

/** Private customization: companies' requests for a customized module and staff's replies. */
export const customizationModule = {
  name: "customization",
  plugins: [],
} as const satisfies PortalModule;
