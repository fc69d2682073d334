import type { PortalModule } from "../../platform/http/portal-module.ts";
import { editorManagementRoutes } from "./management-routes.ts";
import { editorMessages } from "./messages.ts";
import { editorRoutes } from "./routes.ts";

/** The editor module as app.ts registers it. */
export const editorModule = {
  name: "editor",
  messages: editorMessages,
  plugins: [editorRoutes, editorManagementRoutes],
} as const satisfies PortalModule;
