import {
  captchaChallenge,
  currentUser,
  loginBody,
  loginResult,
  managementLoginResult,
  modifyPasswordBody,
  ownUser,
  permissions,
  publicUser,
  registerBody,
  resetPasswordBody,
  updateProfileBody,
  userAdditionalInfo,
  userIdBody,
  userIdQuery,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { withSiteHost } from "../../platform/http/site-host.ts";
import { storeAvatar } from "./avatar.ts";
import { issueCaptcha } from "./login.ts";
import { presentOwnUser, presentPublicUser, titleOf } from "./present.ts";
import {
  isStaff,
  modifyPassword,
  registerUser,
  requireUserById,
  resetPassword,
  roleKeysOf,
  setAvatar,
  setEngineer,
  signIn,
  updateProfile,
} from "./service.ts";
import { revokeSession } from "./sessions.ts";

const done = envelope(z.null());
const security = [{ bearer: [] }];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const loginRateLimit = {
    rateLimit: { max: ctx.config.login.attemptsPerMinute, timeWindow: 60_000 },
  };

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
    async (request) => ok(await registerUser(ctx, request.body)),
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
      const { token, user } = await signIn(ctx, {
        ...request.body,
        clientAddress: request.ip,
        staffOnly: false,
      });
      return ok({ token, user });
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
    async (request) =>
      ok(await signIn(ctx, { ...request.body, clientAddress: request.ip, staffOnly: true })),
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
      return ok(await issueCaptcha(ctx));
    },
  );

  app.get(
    "/user/getUserId",
    {
      schema: {
        tags: ["user"],
        summary: "The signed-in user and their permissions",
        security,
        response: { 200: envelope(currentUser) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const auth = request.currentUser();
      const user = await requireUserById(ctx.db, auth.userId);
      return ok({ user: presentOwnUser(ctx.config, user), permissions: [...auth.permissions] });
    },
  );

  app.post(
    "/user/logout",
    {
      schema: { tags: ["user"], summary: "End this session", security, response: { 200: done } },
      onRequest: app.requireUser,
    },
    async (request) => {
      await revokeSession(ctx, request.currentUser().sessionId, "logout");
      return ok(null);
    },
  );

  app.post(
    "/user/userUpdateInfo",
    {
      schema: {
        tags: ["user"],
        summary: "Edit the signed-in user's profile",
        security,
        body: updateProfileBody,
        response: { 200: envelope(ownUser) },
      },
      onRequest: app.requireUser,
    },
    async (request) => ok(await updateProfile(ctx, request.currentUser().userId, request.body)),
  );

  app.post(
    "/user/modifyPassword",
    {
      schema: {
        tags: ["user"],
        summary: "Change the password; other sessions end",
        security,
        body: modifyPasswordBody,
        response: { 200: done },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      await modifyPassword(ctx, request.currentUser(), request.body);
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
        response: { 200: done },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body);
      return ok(null);
    },
  );

  app.get(
    "/user/userInfoById",
    {
      schema: {
        tags: ["user"],
        summary: "A user's public profile",
        querystring: userIdQuery,
        response: { 200: envelope(publicUser) },
      },
    },
    async (request) =>
      ok(presentPublicUser(ctx.config, await requireUserById(ctx.db, request.query.id))),
  );

  app.get(
    "/user/userAddtionInfo",
    {
      schema: {
        tags: ["user"],
        summary: "Roles, permissions and title of the signed-in user",
        security,
        response: { 200: envelope(userAdditionalInfo) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const auth = request.currentUser();
      const user = await requireUserById(ctx.db, auth.userId);
      return ok({
        roles: await roleKeysOf(ctx.db, auth.userId),
        permissions: [...auth.permissions],
        isStaff: isStaff(auth.permissions),
        title: titleOf(user),
      });
    },
  );

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
          security,
          body: userIdBody,
          response: { 200: envelope(publicUser) },
        },
        onRequest: app.requirePermission(permissions.userCertify),
      },
      async (request) =>
        ok(presentPublicUser(ctx.config, await setEngineer(ctx, request.body.userId, isEngineer))),
    );
  }

  app.post(
    "/common/uploadAvatar",
    {
      schema: {
        tags: ["user"],
        summary: "Upload an avatar image (PNG, JPEG, GIF, WebP; at most 2 MB)",
        security,
        consumes: ["multipart/form-data"],
        response: { 200: envelope(z.object({ url: z.string() })) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { userId } = request.currentUser();
      const url = await storeAvatar(ctx, await request.file());
      await setAvatar(ctx, userId, url);
      return ok({ url: withSiteHost(ctx.config.siteHost, url) ?? url });
    },
  );
};
