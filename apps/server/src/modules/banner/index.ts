import type { PortalModule } from "../../platform/http/portal-module.ts";
import { bannerManagementRoutes } from "./management-routes.ts";
import { bannerMessages } from "./messages.ts";
import { bannerRoutes } from "./routes.ts";

/** The banner module as app.ts registers it. */
export const bannerModule = {
  name: "banner",
  messages: bannerMessages,
  plugins: [bannerRoutes, bannerManagementRoutes],
} as const satisfies PortalModule;
