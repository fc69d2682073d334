import type { PortalModule } from "../../platform/http/portal-module.ts";
import { pointsMessages } from "./messages.ts";
import { pointsRoutes } from "./routes.ts";

/** The points module as app.ts registers it: balances and their ledger. */
export const pointsModule = {
  name: "points",
  messages: pointsMessages,
  plugins: [pointsRoutes],
} as const satisfies PortalModule;
