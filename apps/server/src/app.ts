import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import { auditManagementRoutes } from "./modules/audit/management-routes.ts";
import { bannerMessages } from "./modules/banner/messages.ts";
import { bannerRoutes } from "./modules/banner/routes.ts";
import { chatManagementRoutes } from "./modules/chat/management-routes.ts";
import { chatMessages } from "./modules/chat/messages.ts";
import { chatRoutes } from "./modules/chat/routes.ts";
import { chatSocketRoutes } from "./modules/chat/socket-routes.ts";
import { dictManagementRoutes } from "./modules/dict/management-routes.ts";
import { dictMessages } from "./modules/dict/messages.ts";
import { dictRoutes } from "./modules/dict/routes.ts";
import { documentManagementRoutes } from "./modules/document/management-routes.ts";
import { documentMessages } from "./modules/document/messages.ts";
import { documentRoutes } from "./modules/document/routes.ts";
import { editorMessages } from "./modules/editor/messages.ts";
import { editorRoutes } from "./modules/editor/routes.ts";
import { faqMessages } from "./modules/faq/messages.ts";
import { faqRoutes } from "./modules/faq/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { linkMessages } from "./modules/link/messages.ts";
import { linkRoutes } from "./modules/link/routes.ts";
import { menuManagementRoutes } from "./modules/menu/management-routes.ts";
import { parameterManagementRoutes } from "./modules/parameter/management-routes.ts";
import { parameterMessages } from "./modules/parameter/messages.ts";
import { parameterRoutes } from "./modules/parameter/routes.ts";
import { loadParameterValues } from "./modules/parameter/use-cases/load-parameter-values.ts";
import { productManagementRoutes } from "./modules/product/management-routes.ts";
import { productMessages } from "./modules/product/messages.ts";
import { productRoutes } from "./modules/product/routes.ts";
import { resourceManagementRoutes } from "./modules/resource/management-routes.ts";
import { resourceMessages } from "./modules/resource/messages.ts";
import { resourceRoutes } from "./modules/resource/routes.ts";
import { textManagementRoutes } from "./modules/text/management-routes.ts";
import { textMessages } from "./modules/text/messages.ts";
import { textRoutes } from "./modules/text/routes.ts";
import { userManagementRoutes } from "./modules/user/management-routes.ts";
import { userMessages } from "./modules/user/messages.ts";
import { roleManagementRoutes } from "./modules/user/role-management-routes.ts";
import { userRoutes } from "./modules/user/routes.ts";
import { getAuditActor } from "./modules/user/use-cases/get-audit-actor.ts";
import { resolveSession } from "./modules/user/use-cases/resolve-session.ts";
import { validateMessages } from "./modules/validate/messages.ts";
import { validateRoutes } from "./modules/validate/routes.ts";
import { whitelistManagementRoutes } from "./modules/whitelist/management-routes.ts";
import { whitelistMessages } from "./modules/whitelist/messages.ts";
import { authPlugin } from "./platform/auth/auth-plugin.ts";
import { cachePlugin } from "./platform/cache/cache-plugin.ts";
import { clockPlugin } from "./platform/clock/clock-plugin.ts";
import { configPlugin } from "./platform/config/config-plugin.ts";
import type { DatabaseConnection } from "./platform/db/client.ts";
import { databasePlugin } from "./platform/db/database-plugin.ts";
import { compressionPlugin } from "./platform/http/compression-plugin.ts";
import { errorHandlerPlugin } from "./platform/http/error-handler.ts";
import { overloadPlugin } from "./platform/http/overload-plugin.ts";
import { portalHelmetOptions, securityHeadersPlugin } from "./platform/http/security-headers.ts";
import { webAppPlugin } from "./platform/http/web-app-plugin.ts";
import { i18nPlugin } from "./platform/i18n/i18n-plugin.ts";
import { registerMessages } from "./platform/i18n/registry.ts";
import { perUserLimitPlugin } from "./platform/rate-limit/per-user-limit-plugin.ts";
import { quotaPlugin } from "./platform/rate-limit/quota-plugin.ts";
import { redisPlugin } from "./platform/redis/redis-plugin.ts";
import { settingsPlugin } from "./platform/settings/settings-plugin.ts";
import { smsPlugin } from "./platform/sms/sms-plugin.ts";
import type { SmsProvider } from "./platform/sms/sms-provider.ts";
import { socketPlugin } from "./platform/socket/socket-plugin.ts";
import type { FileStore, PublicFileStore } from "./platform/storage/storage.ts";
import { storagePlugin } from "./platform/storage/storage-plugin.ts";

/** Every API path starts with it; the rest is the web app and its files. */
const apiPrefix = "/api/";

export type AppDependencies = {
  database: DatabaseConnection;
  sms?: SmsProvider;
  publicFiles?: PublicFileStore;
  privateFiles?: FileStore;
  now?: () => Date;
  logger?: boolean;
};

/** The whole server: platform plugins first, then each module's routes. */
export async function buildApp(config: Config, dependencies: AppDependencies) {
  registerMessages({
    user: userMessages,
    validate: validateMessages,
    dict: dictMessages,
    product: productMessages,
    document: documentMessages,
    text: textMessages,
    faq: faqMessages,
    banner: bannerMessages,
    link: linkMessages,
    editor: editorMessages,
    chat: chatMessages,
    whitelist: whitelistMessages,
    resource: resourceMessages,
    parameter: parameterMessages,
  });
  const app = Fastify({
    logger: dependencies.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });

  await app.register(configPlugin, { config });
  await app.register(clockPlugin, { now: dependencies.now });
  await app.register(databasePlugin, { connection: dependencies.database });
  await app.register(redisPlugin);
  await app.register(cachePlugin);
  await app.register(settingsPlugin, { load: () => loadParameterValues({ db: app.db }) });
  await app.register(smsPlugin, { provider: dependencies.sms });
  await app.register(storagePlugin, {
    publicFiles: dependencies.publicFiles,
    privateFiles: dependencies.privateFiles,
  });

  await app.register(i18nPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(overloadPlugin, config.overload);
  await app.register(securityHeadersPlugin, { helmet: portalHelmetOptions(config) });
  await app.register(compressionPlugin);
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: "1 minute",
    // Only the API counts: a first visit fetches about a hundred static files, and a school or
    // an office behind one public address must not be refused the page itself.
    allowList: (request) => !request.url.startsWith(apiPrefix),
    // A Redis outage must not take the portal down with it: requests pass unlimited meanwhile.
    skipOnError: true,
    // Only a refused request learns the limit (and when to retry): three headers fewer on
    // every answer, which the portal's own client never reads.
    addHeadersOnExceeding: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
    },
    ...(app.redis ? { redis: app.redis, nameSpace: "portal-rate-limit:" } : {}),
  });
  await app.register(multipart, { limits: { fileSize: config.uploads.avatarMaxBytes, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: { title: "Module developer portal API", version: "1.0.0" },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: "/api/docs" });
  await app.register(authPlugin, {
    resolveSession: (token) =>
      resolveSession({
        db: app.db,
        now: app.now(),
        sessionTtlMs: config.sessionTtlMs,
        sessionMaxAgeMs: config.sessionMaxAgeMs,
        token,
      }),
  });
  await app.register(quotaPlugin);
  await app.register(perUserLimitPlugin);
  await app.register(socketPlugin);

  await app.register(healthRoutes, { prefix: "/api" });
  await app.register(dictRoutes, { prefix: "/api" });
  await app.register(dictManagementRoutes, {
    prefix: "/api",
    auditActor: (userId) => getAuditActor({ db: app.db, userId }),
  });
  await app.register(validateRoutes, { prefix: "/api" });
  await app.register(userRoutes, { prefix: "/api" });
  await app.register(userManagementRoutes, { prefix: "/api" });
  await app.register(productRoutes, { prefix: "/api" });
  await app.register(productManagementRoutes, { prefix: "/api" });
  await app.register(documentRoutes, { prefix: "/api" });
  await app.register(documentManagementRoutes, { prefix: "/api" });
  await app.register(textRoutes, { prefix: "/api" });
  await app.register(textManagementRoutes, { prefix: "/api" });
  await app.register(faqRoutes, { prefix: "/api" });
  await app.register(bannerRoutes, { prefix: "/api" });
  await app.register(linkRoutes, { prefix: "/api" });
  await app.register(editorRoutes, { prefix: "/api" });
  await app.register(chatRoutes, { prefix: "/api" });
  await app.register(chatManagementRoutes, { prefix: "/api" });
  await app.register(chatSocketRoutes);
  await app.register(roleManagementRoutes, { prefix: "/api" });
  await app.register(menuManagementRoutes, { prefix: "/api" });
  await app.register(auditManagementRoutes, { prefix: "/api" });
  await app.register(whitelistManagementRoutes, { prefix: "/api" });
  await app.register(resourceRoutes, { prefix: "/api" });
  await app.register(resourceManagementRoutes, { prefix: "/api" });
  await app.register(parameterRoutes, { prefix: "/api" });
  await app.register(parameterManagementRoutes, { prefix: "/api" });

  if (config.webDist && existsSync(path.join(config.webDist, "index.html"))) {
    await app.register(webAppPlugin, { root: config.webDist });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
