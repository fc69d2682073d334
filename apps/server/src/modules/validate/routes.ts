import {
  codeValidateBody,
  mainlandMobile,
  safetyCodeValidateBody,
  safetyPermission,
  sendCodeBody,
  sendCodeResult,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { checkVerificationCode } from "../user/use-cases/check-verification-code.ts";
import { confirmSafetyCode } from "../user/use-cases/confirm-safety-code.ts";
import { getSafetyPermission } from "../user/use-cases/get-safety-permission.ts";
import { isPhoneRegistered } from "../user/use-cases/is-phone-registered.ts";
import { sendAccountCode } from "../user/use-cases/send-account-code.ts";
import { sendSafetyCode } from "../user/use-cases/send-safety-code.ts";
import { presentSafetyPermission } from "./present.ts";

/**
 * The SMS codes as the forms use them (`/validate/...`): sending a registration, reset or safety
 * code, checking a code before a form is sent, whether a phone has an account, and the safety
 * check of a session. The codes and accounts are the user module's; these paths call its use
 * cases.
 */
export const validateRoutes: FastifyPluginAsyncZod = async (app) => {
  const codeSending = () => ({ db: app.db, sms: app.sms, now: app.now(), limits: app.config.sms });

  for (const [path, purpose, summary] of [
    [
      "/validate/sendCodeRegister",
      "register",
      "Text a registration code to a phone that has no account yet",
    ],
    ["/validate/sendCodeReset", "reset", "Text a password-reset code to a registered phone"],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ["validate"],
          summary,
          body: sendCodeBody,
          response: { 200: envelope(sendCodeResult) },
        },
      },
      async (request) =>
        ok(
          await sendAccountCode({
            ...codeSending(),
            phone: request.body.phone,
            purpose,
            clientAddress: request.ip,
          }),
        ),
    );
  }

  app.post(
    "/validate/sendCodeSafety",
    {
      schema: {
        tags: ["validate"],
        summary: "Text a safety code to the signed-in user's own phone",
        security: bearerSecurity,
        response: { 200: envelope(sendCodeResult) },
      },
      onRequest: app.requireUser,
    },
    async (request) =>
      ok(
        await sendSafetyCode({
          ...codeSending(),
          userId: request.currentUser().userId,
          clientAddress: request.ip,
        }),
      ),
  );

  app.get(
    "/validate/phoneRegistry",
    {
      schema: {
        tags: ["validate"],
        summary: "Whether a phone number already has an account",
        querystring: z.object({ phone: mainlandMobile }),
        response: { 200: envelope(z.object({ registered: z.boolean() })) },
      },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) =>
      ok({ registered: await isPhoneRegistered({ db: app.db, phone: request.query.phone }) }),
  );

  app.post(
    "/validate/safetyCodeValidate",
    {
      schema: {
        tags: ["validate"],
        summary: "Confirm a safety code; grants the safety permission to this session",
        security: bearerSecurity,
        body: safetyCodeValidateBody,
        response: { 200: envelope(safetyPermission) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { userId, sessionId } = request.currentUser();
      const { validUntil } = await confirmSafetyCode({
        db: app.db,
        now: app.now(),
        limits: app.config.sms,
        userId,
        sessionId,
        code: request.body.code,
      });
      return ok(presentSafetyPermission(validUntil));
    },
  );

  app.get(
    "/safety/checkSafetyPermission",
    {
      schema: {
        tags: ["validate"],
        summary: "Whether this session passed a safety check recently",
        security: bearerSecurity,
        response: { 200: envelope(safetyPermission) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { validUntil } = await getSafetyPermission({
        db: app.db,
        now: app.now(),
        sessionId: request.currentUser().sessionId,
      });
      return ok(presentSafetyPermission(validUntil));
    },
  );

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
