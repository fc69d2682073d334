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
    app.decorate("redis", redis);
    app.addHook("onClose", async () => {
      await redis?.quit();
    });
  },
  { name: "redis", dependencies: ["config"] },
);
