import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import type { Config } from "./config.ts";
import { dictRoutes } from "./modules/dict/routes.ts";
import { documentRoutes } from "./modules/document/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { productManagementRoutes } from "./modules/product/management-routes.ts";
import { productRoutes } from "./modules/product/routes.ts";
import { userRoutes } from "./modules/user/routes.ts";
import { resolveSession } from "./modules/user/sessions.ts";
import { validateRoutes } from "./modules/validate/routes.ts";
import type { AppContext } from "./platform/app-context.ts";
import { authPlugin } from "./platform/auth/auth-plugin.ts";
import type { DatabaseConnection } from "./platform/db/client.ts";
import { errorHandlerPlugin } from "./platform/http/error-handler.ts";
import { portalHelmetOptions, securityHeadersPlugin } from "./platform/http/security-headers.ts";
import {
  consoleSmsProvider,
  httpSmsProvider,
  type SmsProvider,
} from "./platform/sms/sms-provider.ts";
import {
  type DocumentStore,
  type FileStorage,
  localDocumentStore,
  localFileStorage,
} from "./platform/storage/storage.ts";

export type AppDependencies = {
  database: DatabaseConnection;
  sms?: SmsProvider;
  storage?: FileStorage;
  documentStore?: DocumentStore;
  now?: () => Date;
  logger?: boolean;
};

/** The whole server: platform plugins first, then each module's routes. */
export async function buildApp(config: Config, dependencies: AppDependencies) {
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

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
    : undefined;
  const ctx: AppContext = {
    config,
    db: dependencies.database.db,
    dbDriver: dependencies.database.driver,
    sms:
      dependencies.sms ??
      (config.sms.provider === "http" && config.sms.httpUrl
        ? httpSmsProvider(config.sms.httpUrl, config.sms.httpToken)
        : consoleSmsProvider(config.sms.outboxFile, app.log)),
    storage: dependencies.storage ?? localFileStorage(config.uploads.dir),
    documentStore: dependencies.documentStore ?? localDocumentStore(config.documents.dir),
    redis,
    now: dependencies.now ?? (() => new Date()),
  };
  app.decorate("ctx", ctx);
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  app.addHook("onClose", async () => {
    await redis?.quit();
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, { helmet: portalHelmetOptions(config) });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: "1 minute",
    // A Redis outage must not take the portal down with it: requests pass unlimited meanwhile.
    skipOnError: true,
    // Only a refused request learns the limit (and when to retry): three headers fewer on
    // every answer, which the portal's own client never reads.
    addHeadersOnExceeding: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
    },
    ...(redis ? { redis, nameSpace: "portal-rate-limit:" } : {}),
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
  await app.register(authPlugin, { resolveSession: (token) => resolveSession(ctx, token) });

  await app.register(healthRoutes, { prefix: "/api" });
  await app.register(dictRoutes, { prefix: "/api" });
  await app.register(validateRoutes, { prefix: "/api" });
  await app.register(userRoutes, { prefix: "/api" });
  await app.register(productRoutes, { prefix: "/api" });
  await app.register(productManagementRoutes, { prefix: "/api" });
  await app.register(documentRoutes, { prefix: "/api" });

  mkdirSync(config.uploads.dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploads.dir,
    prefix: "/uploads/",
    decorateReply: false,
  });
  if (config.webDist && existsSync(path.join(config.webDist, "index.html"))) {
    await app.register(fastifyStatic, { root: config.webDist, prefix: "/", wildcard: false });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
