import { siteInfo } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { toTraditional } from "../../platform/i18n/traditional.ts";

/** What every visitor's page shows of the parameters. */
export const parameterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/paramConfig/siteInfo",
    {
      schema: {
        tags: ["parameter"],
        summary: "The site's name (in the caller's language) and contact phone",
        response: { 200: envelope(siteInfo) },
      },
    },
    async (request, reply) => {
      const [name, nameEn, contactPhone] = await Promise.all([
        app.setting("site.name"),
        app.setting("site.nameEn"),
        app.setting("site.contactPhone"),
      ]);
      const names = { "zh-CN": name, "en-US": nameEn, "zh-TW": toTraditional(name) };
      // Read from the server's settings cache: a change shows on the visitor's next page.
      reply.header("cache-control", "no-cache");
      reply.header("vary", "accept-language");
      return ok({ siteName: names[request.language], contactPhone });
    },
  );
};
