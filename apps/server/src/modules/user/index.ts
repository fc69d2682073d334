import type { PortalModule } from "../../platform/http/portal-module.ts";
import { userManagementRoutes } from "./management-routes.ts";
import { userMessages } from "./messages.ts";
import { roleManagementRoutes } from "./role-management-routes.ts";
import { userRoutes } from "./routes.ts";

/** The user module as app.ts registers it. */
export const userModule = {
  name: "user",
  messages: userMessages,
  plugins: [userRoutes, userManagementRoutes, roleManagementRoutes],
} as const satisfies PortalModule;

/** The session lookup the auth plugin is handed. */
export { resolveSession } from "./use-cases/resolve-session.ts";
