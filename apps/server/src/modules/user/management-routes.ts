import { permissions, publicUser, userIdBody } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { presentPublicUser } from "./present.ts";
import { setEngineer } from "./use-cases/set-engineer.ts";

/** The management area's user paths; every one needs `user:certify`. */
export const userManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireUserCertify = app.requirePermission(permissions.userCertify);

  for (const [path, isEngineer] of [
    ["/user/authenticateEngineer", true],
    ["/user/cancelAuthenticate", false],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ["user"],
          summary: isEngineer ? "Certify a user as engineer" : "Withdraw the engineer title",
          security: bearerSecurity,
          body: userIdBody,
          response: { 200: envelope(publicUser) },
        },
        onRequest: requireUserCertify,
      },
      async (request) => {
        const user = await setEngineer({
          db: app.db,
          now: app.now(),
          userId: request.body.userId,
          isEngineer,
        });
        return ok(presentPublicUser(user, app.config.siteHost));
      },
    );
  }
};
