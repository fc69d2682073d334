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
import { envelope, ok } from "../../platform/http/envelope.ts";
import { AppError } from "../../platform/http/errors.ts";
import { isPhoneRegistered } from "../user/service.ts";
import { sessionOf, setSafetyVerifiedUntil } from "../user/sessions.ts";
import { getUser } from "../user/use-cases/get-user.ts";
import { checkVerificationCode, consumeVerificationCode, sendVerificationCode } from "./service.ts";

const security = [{ bearer: [] }];

export const validateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    "/validate/sendCodeRegister",
    {
      schema: {
        tags: ["validate"],
        summary: "Text a registration code to a phone that has no account yet",
        body: sendCodeBody,
        response: { 200: envelope(sendCodeResult) },
      },
    },
    async (request) => {
      const { phone } = request.body;
      if (await isPhoneRegistered(ctx.db, phone)) {
        throw new AppError("conflict", "account.phoneRegistered");
      }
      return ok(
        await sendVerificationCode(ctx, { phone, purpose: "register", clientAddress: request.ip }),
      );
    },
  );

  app.post(
    "/validate/sendCodeReset",
    {
      schema: {
        tags: ["validate"],
        summary: "Text a password-reset code to a registered phone",
        body: sendCodeBody,
        response: { 200: envelope(sendCodeResult) },
      },
    },
    async (request) => {
      const { phone } = request.body;
      if (!(await isPhoneRegistered(ctx.db, phone))) {
        throw new AppError("not_found", "account.phoneNotRegistered");
      }
      return ok(
        await sendVerificationCode(ctx, { phone, purpose: "reset", clientAddress: request.ip }),
      );
    },
  );

  app.post(
    "/validate/sendCodeSafety",
    {
      schema: {
        tags: ["validate"],
        summary: "Text a safety code to the signed-in user's own phone",
        security,
        response: { 200: envelope(sendCodeResult) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const user = await getUser({ db: ctx.db, userId: request.currentUser().userId });
      return ok(
        await sendVerificationCode(ctx, {
          phone: user.phone,
          purpose: "safety",
          clientAddress: request.ip,
        }),
      );
    },
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
    async (request) => ok({ registered: await isPhoneRegistered(ctx.db, request.query.phone) }),
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
      await checkVerificationCode(ctx, request.body);
      return ok({ valid: true as const });
    },
  );

  app.post(
    "/validate/safetyCodeValidate",
    {
      schema: {
        tags: ["validate"],
        summary: "Confirm a safety code; grants the safety permission to this session",
        security,
        body: safetyCodeValidateBody,
        response: { 200: envelope(safetyPermission) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const auth = request.currentUser();
      const user = await getUser({ db: ctx.db, userId: auth.userId });
      const codeId = await checkVerificationCode(ctx, {
        phone: user.phone,
        purpose: "safety",
        code: request.body.code,
      });
      await consumeVerificationCode(ctx.db, codeId, ctx.now());
      const validUntil = new Date(ctx.now().getTime() + ctx.config.sms.safetyPermissionMs);
      await setSafetyVerifiedUntil(ctx.db, auth.sessionId, validUntil);
      return ok({ granted: true, validUntil: validUntil.toISOString() });
    },
  );

  app.get(
    "/safety/checkSafetyPermission",
    {
      schema: {
        tags: ["validate"],
        summary: "Whether this session passed a safety check recently",
        security,
        response: { 200: envelope(safetyPermission) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const session = await sessionOf(ctx.db, request.currentUser().sessionId);
      const until = session?.safetyVerifiedUntil;
      const granted = until !== null && until !== undefined && until > ctx.now();
      return ok({ granted, validUntil: granted ? until.toISOString() : null });
    },
  );
};
