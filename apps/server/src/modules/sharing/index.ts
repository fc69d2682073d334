import type { PortalModule } from "../../platform/http/portal-module.ts";
import { sharingMessages } from "./messages.ts";
import { sharingRoutes } from "./routes.ts";

/** The sharing module as app.ts registers it. */
export const sharingModule = {
  name: "sharing",
  messages: sharingMessages,
  plugins: [sharingRoutes],
} as const satisfies PortalModule;
