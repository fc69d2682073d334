import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";

declare module "fastify" {
  interface FastifyInstance {
    /** The Redis of REDIS_URL, shared by the instances of a cluster; none on a single instance. */
    redis: Redis | undefined;
  }
}

export const redisPlugin = fp(
  async (app: FastifyInstance) => {
    const { redisUrl } = app.config;
    const redis = redisUrl
      ? new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
      : undefined;
    // ioredis reconnects by itself; a lost connection is logged (its commands fail meanwhile, and
    // the readiness probe answers 503) rather than printed as an unhandled error event.
    redis?.on("error", (error) => app.log.warn({ err: error }, "Redis error"));
    app.decorate("redis", redis);
    app.addHook("onClose", async () => {
      // A connection already lost has nothing to say goodbye to.
      await redis?.quit().catch(() => redis.disconnect());
    });
  },
  { name: "redis", dependencies: ["config"] },
);
