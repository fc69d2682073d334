import { certifiedReply, certifyReplyInput, permissions } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { forgetForumReadsAfterWrites } from "../forum/use-cases/forum-reads.ts";
import { certifyReply } from "./use-cases/certify-reply.ts";

/** Certifying replies: forum staff, and staff who certify engineers. */
export const replyCertificationRoutes: FastifyPluginAsyncZod = async (app) => {
  forgetForumReadsAfterWrites(app);
  app.addHook(
    "onRequest",
    app.requireAnyPermission([permissions.forumModerate, permissions.userCertify]),
  );

  app.post(
    "/follow/certify",
    {
      schema: {
        tags: ["moderation"],
        summary: "Marks a reply as certified (listed first after the adopted one), or unmarks it",
        security: bearerSecurity,
        body: certifyReplyInput,
        response: { 200: envelope(certifiedReply) },
      },
    },
    async (request) => {
      const { notices, ...certified } = await certifyReply({
        db: app.db,
        now: app.now(),
        actor: request.currentUser(),
        id: request.body.id,
        certified: request.body.certified,
      });
      if (notices.length > 0) await app.notify(notices);
      return ok(certified);
    },
  );
};
