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
import { auditModule } from "./modules/audit/index.ts";
import { bannerModule } from "./modules/banner/index.ts";
import { chatModule } from "./modules/chat/index.ts";
import { communityModule } from "./modules/community/index.ts";
import { competitionModule } from "./modules/competition/index.ts";
import { customizationModule } from "./modules/customization/index.ts";
import { dictModule } from "./modules/dict/index.ts";
import { documentModule } from "./modules/document/index.ts";
import { editorModule } from "./modules/editor/index.ts";
import { faqModule } from "./modules/faq/index.ts";
import { forumModule } from "./modules/forum/index.ts";
import { healthModule } from "./modules/health/index.ts";
import { linkModule } from "./modules/link/index.ts";
import { medalModule } from "./modules/medal/index.ts";
import { memberStatisticsModule } from "./modules/member-statistics/index.ts";
import { menuModule } from "./modules/menu/index.ts";
import { messageModule } from "./modules/message/index.ts";
import { moderationModule } from "./modules/moderation/index.ts";
import { loadParameterValues, parameterModule } from "./modules/parameter/index.ts";
import { pointsModule } from "./modules/points/index.ts";
import { productModule } from "./modules/product/index.ts";
import { resourceModule } from "./modules/resource/index.ts";
import { samplesModule } from "./modules/samples/index.ts";
import { searchModule } from "./modules/search/index.ts";
import { sharingModule } from "./modules/sharing/index.ts";
import { statisticsModule } from "./modules/statistics/index.ts";
import { subscriptionModule } from "./modules/subscription/index.ts";
import { surveyModule } from "./modules/survey/index.ts";
import { textModule } from "./modules/text/index.ts";
import { translationModule } from "./modules/translation/index.ts";
import { resolveSession, userModule } from "./modules/user/index.ts";
import { validateModule } from "./modules/validate/index.ts";
import { whitelistModule } from "./modules/whitelist/index.ts";
import { authPlugin } from "./platform/auth/auth-plugin.ts";
import { cachePlugin } from "./platform/cache/cache-plugin.ts";
import { clockPlugin } from "./platform/clock/clock-plugin.ts";
import { configPlugin } from "./platform/config/config-plugin.ts";
import type { DatabaseConnection } from "./platform/db/client.ts";
import { databasePlugin } from "./platform/db/database-plugin.ts";
import { compressionPlugin } from "./platform/http/compression-plugin.ts";
import { errorHandlerPlugin } from "./platform/http/error-handler.ts";
import { overloadPlugin } from "./platform/http/overload-plugin.ts";
import { messagesOf } from "./platform/http/portal-module.ts";
import { portalHelmetOptions, securityHeadersPlugin } from "./platform/http/security-headers.ts";
import { webAppPlugin } from "./platform/http/web-app-plugin.ts";
import { i18nPlugin } from "./platform/i18n/i18n-plugin.ts";
import { registerMessages } from "./platform/i18n/registry.ts";
import { mailPlugin } from "./platform/mail/mail-plugin.ts";
import type { MailProvider } from "./platform/mail/mail-provider.ts";
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

/**
 * Every module, in the order its route plugins are registered under `/api`, after the platform
 * plugins (so the chat module's socket events find the socket server; they have no path, so the
 * prefix changes nothing for them).
 */
const portalModules = [
  healthModule,
  // First among the domains: it decorates `app.searchIndex`, which the modules below search
  // through and keep current.
  searchModule,
  dictModule,
  validateModule,
  userModule,
  productModule,
  documentModule,
  textModule,
  translationModule,
  faqModule,
  bannerModule,
  linkModule,
  editorModule,
  chatModule,
  menuModule,
  auditModule,
  whitelistModule,
  resourceModule,
  parameterModule,
  messageModule,
  pointsModule,
  forumModule,
  moderationModule,
  medalModule,
  communityModule,
  competitionModule,
  customizationModule,
  samplesModule,
  surveyModule,
  subscriptionModule,
  sharingModule,
  memberStatisticsModule,
  statisticsModule,
] as const;

export type AppDependencies = {
  database: DatabaseConnection;
  sms?: SmsProvider;
  mail?: MailProvider;
  publicFiles?: PublicFileStore;
  privateFiles?: FileStore;
  now?: () => Date;
  logger?: boolean;
};

/** The whole server: platform plugins first, then each module's routes. */
export async function buildApp(config: Config, dependencies: AppDependencies) {
  registerMessages(messagesOf(portalModules));
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
  await app.register(mailPlugin, { provider: dependencies.mail });
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

  for (const module of portalModules) {
    for (const plugin of module.plugins) await app.register(plugin, { prefix: "/api" });
  }

  if (config.webDist && existsSync(path.join(config.webDist, "index.html"))) {
    await app.register(webAppPlugin, { root: config.webDist });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
