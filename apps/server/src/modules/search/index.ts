import type { PortalModule } from "../../platform/http/portal-module.ts";
import { searchRoutes } from "./routes.ts";
import { searchIndexPlugin } from "./search-index-plugin.ts";

/**
 * The search module as app.ts registers it: the in-memory index (`app.searchIndex`, which the
 * catalogue and the forum search through and every searchable module keeps current) and the
 * portal's one search.
 */
export const searchModule = {
  name: "search",
  plugins: [searchIndexPlugin, searchRoutes],
} as const satisfies PortalModule;
