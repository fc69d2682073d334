import type { PortalModule } from "../../platform/http/portal-module.ts";
import { messageCentre } from "./message-centre.ts";
import { messageRoutes } from "./routes.ts";

/**
 * The message module as app.ts registers it: the message centre (`app.notify`, which every
 * module after it in the list may call) and the member's routes with the unread count.
 */
export const messageModule = {
  name: "message",
  plugins: [messageCentre, messageRoutes],
} as const satisfies PortalModule;
