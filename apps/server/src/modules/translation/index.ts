import type { PortalModule } from "../../platform/http/portal-module.ts";
import { translationMessages } from "./messages.ts";

/**
 * The translation module as app.ts registers it: the versions of content in other languages.
 * It has no routes: each content module serves its own kind's versions through its use cases.
 */
export const translationModule = {
  name: "translation",
  messages: translationMessages,
  plugins: [],
} as const satisfies PortalModule;
