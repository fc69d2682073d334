import type { PortalModule } from "../../platform/http/portal-module.ts";

/** Sample and development-board applications, from the member's request to shipping. */
export const samplesModule = {
  name: "samples",
  plugins: [],
} as const satisfies PortalModule;
