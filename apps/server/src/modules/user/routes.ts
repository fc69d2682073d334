import {
  captchaChallenge,
  currentUser,
  loginBody,
  loginResult,
  managementLoginResult,
  modifyPasswordBody,
  ownUser,
  registerBody,
  resetPasswordBody,
  updateProfileBody,
  userAdditionalInfo,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, ok } from "../../platform/http/envelope.ts";
import { withSiteHost } from "../../platform/http/site-host.ts";
import { presentAdditionalInfo, presentOwnUser } from "./present.ts";
import { countFailedSignIns } from "./use-cases/count-failed-sign-ins.ts";
import { getUser } from "./use-cases/get-user.ts";
import { getUserWithRoles } from "./use-cases/get-user-with-roles.ts";
import { issueCaptcha } from "./use-cases/issue-captcha.ts";
import { modifyPassword } from "./use-cases/modify-password.ts";
import { registerUser } from "./use-cases/register-user.ts";
import { resetPassword } from "./use-cases/reset-password.ts";
import { revokeSession } from "./use-cases/revoke-session.ts";
import { signIn } from "./use-cases/sign-in.ts";
import { updateProfile } from "./use-cases/update-profile.ts";
import { uploadAvatar } from "./use-cases/upload-avatar.ts";

/**
 * Accounts: registration, sign-in, sessions, profiles and passwords. The paths that send and
 * check SMS codes (`/validate/...`, the safety check) are the validate module's, calling this
 * module's use cases.
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const loginRateLimit = { rateLimit: { max: config.login.attemptsPerMinute, timeWindow: 60_000 } };
  const signingIn = () => ({
    db: app.db,
    now: app.now(),
    login: config.login,
    sessionTtlMs: config.sessionTtlMs,
  });

  app.post(
    "/user/register",
    {
      schema: {
        tags: ["user"],
        summary: "Register with an SMS code; answers a signed-in session",
        body: registerBody,
        response: { 200: envelope(loginResult) },
      },
    },
    async (request) => {
      const { token, user } = await registerUser({
        db: app.db,
        now: app.now(),
        maxWrongTries: config.sms.maxWrongTries,
        sessionTtlMs: config.sessionTtlMs,
        ...request.body,
      });
      return ok({ token, user: presentOwnUser(user, config.siteHost) });
    },
  );

  app.post(
    "/user/logincom",
    {
      schema: {
        tags: ["user"],
        summary: "Sign in with phone, e-mail or nickname",
        body: loginBody,
        response: { 200: envelope(loginResult) },
      },
      config: loginRateLimit,
    },
    async (request) => {
      const { token, user } = await signIn({
        ...signingIn(),
        ...request.body,
        clientAddress: request.ip,
        staffOnly: false,
      });
      return ok({ token, user: presentOwnUser(user, config.siteHost) });
    },
  );

  app.post(
    "/user/gylad",
    {
      schema: {
        tags: ["user"],
        summary: "Management sign-in (staff only)",
        body: loginBody,
        response: { 200: envelope(managementLoginResult) },
      },
      config: loginRateLimit,
    },
    async (request) => {
      const { token, user, permissions } = await signIn({
        ...signingIn(),
        ...request.body,
        clientAddress: request.ip,
        staffOnly: true,
      });
      return ok({ token, user: presentOwnUser(user, config.siteHost), permissions });
    },
  );

  app.get(
    "/user/drawImage",
    {
      schema: {
        tags: ["user"],
        summary: "A captcha (a proof-of-work challenge) and its id",
        response: { 200: envelope(captchaChallenge) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await issueCaptcha({ db: app.db, now: app.now(), work: config.captchaWork }));
    },
  );

  app.get(
    "/user/getUserId",
    {
      schema: {
        tags: ["user"],
        summary: "The signed-in user and their permissions",
        security: bearerSecurity,
        response: { 200: envelope(currentUser) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const auth = request.currentUser();
      const user = await getUser({ db: app.db, userId: auth.userId });
      return ok({
        user: presentOwnUser(user, config.siteHost),
        permissions: [...auth.permissions],
      });
    },
  );

  app.post(
    "/user/logout",
    {
      schema: {
        tags: ["user"],
        summary: "End this session",
        security: bearerSecurity,
        response: { 200: emptyEnvelope },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      await revokeSession({
        db: app.db,
        now: app.now(),
        sessionId: request.currentUser().sessionId,
        reason: "logout",
      });
      return ok(null);
    },
  );

  app.post(
    "/user/userUpdateInfo",
    {
      schema: {
        tags: ["user"],
        summary: "Edit the signed-in user's profile",
        security: bearerSecurity,
        body: updateProfileBody,
        response: { 200: envelope(ownUser) },
      },
      onRequest: [app.requireUser, app.limitPerUser("profile")],
    },
    async (request) => {
      const user = await updateProfile({
        db: app.db,
        now: app.now(),
        userId: request.currentUser().userId,
        ...request.body,
      });
      return ok(presentOwnUser(user, config.siteHost));
    },
  );

  app.post(
    "/user/modifyPassword",
    {
      schema: {
        tags: ["user"],
        summary: "Change the password; other sessions end",
        security: bearerSecurity,
        body: modifyPasswordBody,
        response: { 200: emptyEnvelope },
      },
      onRequest: [app.requireUser, app.limitPerUser("password")],
    },
    async (request) => {
      const { userId, sessionId } = request.currentUser();
      await modifyPassword({
        db: app.db,
        now: app.now(),
        login: config.login,
        userId,
        sessionId,
        clientAddress: request.ip,
        ...request.body,
      });
      return ok(null);
    },
  );

  app.post(
    "/user/resetPwd",
    {
      schema: {
        tags: ["user"],
        summary: "Set a new password with an SMS code; every session ends",
        body: resetPasswordBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await resetPassword({
        db: app.db,
        now: app.now(),
        maxWrongTries: config.sms.maxWrongTries,
        ...request.body,
      });
      return ok(null);
    },
  );

  app.get(
    "/user/userAddtionInfo",
    {
      schema: {
        tags: ["user"],
        summary: "Roles, permissions and title of the signed-in user",
        security: bearerSecurity,
        response: { 200: envelope(userAdditionalInfo) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const auth = request.currentUser();
      const { user, roleKeys } = await getUserWithRoles({ db: app.db, userId: auth.userId });
      const failed = await countFailedSignIns({
        db: app.db,
        userId: auth.userId,
        sessionId: auth.sessionId,
      });
      return ok(presentAdditionalInfo({ user, roleKeys, permissions: auth.permissions, failed }));
    },
  );

  app.post(
    "/common/uploadAvatar",
    {
      schema: {
        tags: ["user"],
        summary: "Upload an avatar image (PNG, JPEG, GIF, WebP; at most 2 MB)",
        security: bearerSecurity,
        consumes: ["multipart/form-data"],
        response: { 200: envelope(z.object({ url: z.string() })) },
      },
      onRequest: [app.requireUser, app.limitPerUser("avatar")],
    },
    async (request) => {
      const maxBytes = await app.setting("upload.avatarMaxBytes");
      const url = await uploadAvatar({
        db: app.db,
        publicFiles: app.publicFiles,
        now: app.now(),
        maxBytes,
        userId: request.currentUser().userId,
        file: await request.file({ limits: { fileSize: maxBytes } }),
      });
      return ok({ url: withSiteHost(config.siteHost, url) ?? url });
    },
  );
};
