import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client.ts";
import { MemoryCache } from "./memory-cache.ts";

type CacheOptions = { maxEntries: number; ttlMs: number };

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The in-memory cache called `name` of this app's database, made with `options` the first
     * time it is asked for.
     */
    memoryCache<Value>(name: string, options: CacheOptions): MemoryCache<Value>;
  }
}

const cachesByDatabase = new WeakMap<Database, Map<string, MemoryCache<unknown>>>();

/**
 * The cache called `name` of `db`, if one was made. Caches belong to the database rather than
 * to one app, so that whoever writes to it behind the app's back (a seed, a test) can clear them.
 */
export function findMemoryCache<Value>(db: Database, name: string) {
  return cachesByDatabase.get(db)?.get(name) as MemoryCache<Value> | undefined;
}

export const cachePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate("memoryCache", <Value>(name: string, options: CacheOptions) => {
      const caches = cachesByDatabase.get(app.db) ?? new Map<string, MemoryCache<unknown>>();
      cachesByDatabase.set(app.db, caches);
      let cache = caches.get(name) as MemoryCache<Value> | undefined;
      if (!cache) {
        cache = new MemoryCache<Value>(options);
        caches.set(name, cache as MemoryCache<unknown>);
      }
      return cache;
    });
  },
  { name: "cache", dependencies: ["database"] },
);
