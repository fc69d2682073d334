import { permissions, statisticsRangeQuery, statisticsSummary } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { summarizeStatistics } from "./use-cases/summarize-statistics.ts";

/** The home statistics page's figures; needs `statistics:read`. */
export const statisticsManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requirePermission(permissions.statisticsRead));

  app.get(
    "/up/summary",
    {
      schema: {
        tags: ["statistics"],
        summary:
          "Visits, unique visitors, page views by day, top pages, products, documents and links, searches with no result, provinces, devices and languages over a range of days",
        security: bearerSecurity,
        querystring: statisticsRangeQuery,
        response: { 200: envelope(statisticsSummary) },
      },
    },
    async (request) => ok(await summarizeStatistics({ db: app.db, range: request.query })),
  );
};
