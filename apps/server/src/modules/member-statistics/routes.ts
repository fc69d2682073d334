import { memberStatisticsQuery, memberStatisticsSummary, permissions } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { summarizeMembers } from "./use-cases/summarize-members.ts";

const tags = ["statistics"];

/** The management area's member statistics (/server/userStatistics); needs `statistics:read`. */
export const memberStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requirePermission(permissions.statisticsRead));

  app.get(
    "/userStatistics/summary",
    {
      schema: {
        tags,
        summary:
          "Registrations, active members, sign-ins and check-ins by UTC day from `from` to `to` (at most 366 days), and the accounts registered then by area, field and title",
        security: bearerSecurity,
        querystring: memberStatisticsQuery,
        response: { 200: envelope(memberStatisticsSummary) },
      },
    },
    async (request) =>
      ok(await summarizeMembers({ db: app.db, query: request.query, reader: request.language })),
  );
};
