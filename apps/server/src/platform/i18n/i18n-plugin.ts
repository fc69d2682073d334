import type { Language } from "@portal/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { languageFromHeader } from "./language.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's language, from Accept-Language: what answers and messages are worded in. */
    readonly language: Language;
  }
}

/**
 * `request.language` for every route, hook and error handler: a getter rather than an
 * `onRequest` hook, so that an error raised before any hook ran is still answered in the
 * caller's language.
 */
export const i18nPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest("language", {
      getter(this: FastifyRequest) {
        return languageFromHeader(this.headers["accept-language"]);
      },
    });
  },
  { name: "i18n" },
);
