import { pageViewBeacon } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordPageView } from "./use-cases/record-page-view.ts";

/**
 * Page views a minute from one address: a hundred people of one office browsing briskly. More
 * is a script, refused so that it cannot flood the statistics.
 */
const viewsPerAddressPerMinute = 600;

/** The web's page recorder: one beacon per hash-route navigation. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  // navigator.sendBeacon sends a string as text/plain: here it is read as JSON, as a JSON body.
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser(
    "text/plain",
    { parseAs: "string", bodyLimit: 4096 },
    app.getDefaultJsonParser("error", "ignore"),
  );

  app.post(
    "/up/view",
    {
      schema: {
        tags: ["statistics"],
        summary:
          "Records a page view (sendBeacon: text/plain or JSON); answers 204 at once, bots are dropped",
        body: pageViewBeacon,
      },
      config: { rateLimit: { max: viewsPerAddressPerMinute, timeWindow: 60_000 } },
      onRequest: app.optionalUser,
    },
    async (request, reply) => {
      await recordPageView({
        db: app.db,
        now: app.now(),
        beacon: request.body,
        address: request.ip,
        userAgent: request.headers["user-agent"] ?? "",
        userId: request.auth?.userId ?? null,
      });
      return reply.code(204).send();
    },
  );
};
