import type { PortalModule } from "../../platform/http/portal-module.ts";
import { chatAgentRoutes } from "./agent-routes.ts";
import { chatManagementRoutes } from "./management-routes.ts";
import { chatMessages } from "./messages.ts";
import { chatRoutes } from "./routes.ts";
import { chatSocketRoutes } from "./socket-routes.ts";

/** The chat module as app.ts registers it. */
export const chatModule = {
  name: "chat",
  messages: chatMessages,
  plugins: [chatRoutes, chatAgentRoutes, chatManagementRoutes, chatSocketRoutes],
} as const satisfies PortalModule;
