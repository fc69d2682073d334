import { auditListQuery, auditRecord, pageOf, permissions } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { presentChange } from "./present.ts";
import { listChanges } from "./use-cases/list-changes.ts";

/** The audit page's list; needs `audit:read`. */
export const auditManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requirePermission(permissions.auditRead));

  app.get(
    "/audit/list",
    {
      schema: {
        tags: ["audit"],
        summary: "Staff changes, newest first",
        security: bearerSecurity,
        querystring: auditListQuery,
        response: { 200: envelope(pageOf(auditRecord)) },
      },
    },
    async (request) => {
      const page = await listChanges({ db: app.db, ...request.query });
      return ok({ ...page, list: page.list.map(presentChange) });
    },
  );
};
