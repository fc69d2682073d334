import { codeValidateBody } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { checkVerificationCode } from "./use-cases/check-verification-code.ts";

/**
 * The check of a code a form is about to send. Sending codes and confirming them belong to the
 * accounts they are for: see the user module's routes.
 */
export const validateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/validate/codeValidate",
    {
      schema: {
        tags: ["validate"],
        summary: "Check a code before the form is submitted (the code stays usable)",
        body: codeValidateBody,
        response: { 200: envelope(z.object({ valid: z.literal(true) })) },
      },
    },
    async (request) => {
      await checkVerificationCode({
        db: app.db,
        now: app.now(),
        maxWrongTries: app.config.sms.maxWrongTries,
        ...request.body,
      });
      return ok({ valid: true as const });
    },
  );
};
