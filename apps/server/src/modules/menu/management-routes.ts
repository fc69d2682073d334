import { menuPage, permissions } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { listMenu } from "./use-cases/list-menu.ts";

/** The management menu of the signed-in staff member. */
export const menuManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requirePermission(permissions.managementAccess));

  app.get(
    "/menu/list-menu",
    {
      schema: {
        tags: ["menu"],
        summary: "The management pages the signed-in staff member may open, with badge counts",
        security: bearerSecurity,
        response: { 200: envelope(z.array(menuPage)) },
      },
    },
    async (request) =>
      ok(
        await listMenu({
          db: app.db,
          now: app.now(),
          granted: request.currentUser().permissions,
        }),
      ),
  );
};
