import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import { z } from "zod";
import { MemoryCache } from "./memory-cache.ts";

type CacheOptions = { maxEntries: number; ttlMs: number };

declare module "fastify" {
  interface FastifyInstance {
    /**
     * This instance's in-memory cache called `name`, made with `options` the first time it is
     * asked for. Its `clear()` clears the cache of that name on every instance sharing REDIS_URL.
     */
    memoryCache<Value>(name: string, options: CacheOptions): MemoryCache<Value>;
  }
}

/** The Redis channel on which an instance names a cache it cleared. */
const clearChannel = "portal-cache:clear";

const clearNotice = z.object({ instance: z.string(), name: z.string() });

/**
 * Listens on its own connection (a subscribed connection runs no other command) for the caches
 * other instances clear, and clears them here. Answers once subscribed (or once subscribing
 * failed: the caches then fall back on their time limits), so a started app hears every clear.
 */
async function listenForClears(
  app: FastifyInstance,
  redis: Redis,
  { instance, caches }: { instance: string; caches: ReadonlyMap<string, MemoryCache<unknown>> },
) {
  const subscriber = redis.duplicate();
  subscriber.on("error", (error) => app.log.warn({ err: error }, "cache subscriber Redis error"));
  subscriber.on("message", (_channel: string, text: string) => {
    let notice: z.infer<typeof clearNotice>;
    try {
      notice = clearNotice.parse(JSON.parse(text));
    } catch {
      return;
    }
    if (notice.instance !== instance) caches.get(notice.name)?.dropEntries();
  });
  // One subscription at a time; a failed one (Redis down at start) is tried again at the next
  // connection. ioredis subscribes a reconnected connection again by itself.
  let subscription: Promise<void> | undefined;
  const subscribe = () => {
    subscription ??= subscriber.subscribe(clearChannel).then(
      () => undefined,
      (error: unknown) => {
        subscription = undefined;
        app.log.warn({ err: error }, "cache clears of other instances unheard");
      },
    );
    return subscription;
  };
  // Clears published while the connection was down are lost: after a reconnection every copy
  // may be stale, so all are dropped.
  let readyBefore = false;
  subscriber.on("ready", () => {
    if (readyBefore) for (const cache of caches.values()) cache.dropEntries();
    readyBefore = true;
    void subscribe();
  });
  app.addHook("onClose", async () => {
    await subscriber.quit().catch(() => subscriber.disconnect());
  });
  await subscribe();
}

/**
 * The in-memory caches of this instance, by name. With REDIS_URL a `clear()` (a write) is
 * published, and every other instance clears its cache of that name as soon as it hears it, so
 * a change shows on every instance at once rather than after the cache's time limit.
 */
export const cachePlugin = fp(
  async (app: FastifyInstance) => {
    const instance = randomUUID();
    const caches = new Map<string, MemoryCache<unknown>>();
    const { redis } = app;
    const announceClear = (name: string) => {
      redis
        ?.publish(clearChannel, JSON.stringify({ instance, name }))
        .catch((error: unknown) =>
          app.log.warn(
            { err: error, cache: name },
            "a cache clear did not reach the other instances",
          ),
        );
    };
    if (redis) await listenForClears(app, redis, { instance, caches });

    app.decorate("memoryCache", <Value>(name: string, options: CacheOptions) => {
      let cache = caches.get(name) as MemoryCache<Value> | undefined;
      if (!cache) {
        cache = new MemoryCache<Value>({ ...options, onClear: () => announceClear(name) });
        caches.set(name, cache as MemoryCache<unknown>);
      }
      return cache;
    });
  },
  { name: "cache", dependencies: ["redis"] },
);
