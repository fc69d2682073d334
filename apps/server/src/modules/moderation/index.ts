import type { PortalModule } from "../../platform/http/portal-module.ts";
import { replyCertificationRoutes } from "./certification-routes.ts";
import { moderationManagementRoutes } from "./management-routes.ts";
import { moderationMessages } from "./messages.ts";
import { moderationRoutes } from "./routes.ts";

/** The moderation module as app.ts registers it: reports, the audit queue, moderator actions. */
export const moderationModule = {
  name: "moderation",
  messages: moderationMessages,
  plugins: [moderationRoutes, moderationManagementRoutes, replyCertificationRoutes],
} as const satisfies PortalModule;
