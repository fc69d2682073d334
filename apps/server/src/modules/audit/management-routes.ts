import { auditListQuery, auditRecord, pageOf, permissions } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import type { AuditRecordRow } from "./schema.ts";
import { listChanges } from "./use-cases/list-changes.ts";

function presentChange(row: AuditRecordRow) {
  return { ...row, at: row.at.toISOString() };
}

/** The audit page's list; needs `audit:read`. */
export const auditManagementRoutes: FastifyPluginAsyncZod = async (app) => {
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
      onRequest: app.requirePermission(permissions.auditRead),
    },
    async (request) => {
      const page = await listChanges({ db: app.db, ...request.query });
      return ok({ ...page, list: page.list.map(presentChange) });
    },
  );
};
