import type { FastifyReply } from "fastify";
import { z } from "zod";
import { MemoryCache } from "../../platform/cache/memory-cache.ts";
import type { Database } from "../../platform/db/client.ts";

/**
 * How long an instance answers public catalogue reads from memory. A write on this instance
 * clears them at once; another instance of a cluster shows it within this time.
 */
export const publicCatalogueTtlMs = 10_000;
const maxEntries = 2_000;

const caches = new WeakMap<Database, MemoryCache<string>>();

function cacheOf(db: Database): MemoryCache<string> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new MemoryCache<string>({ maxEntries, ttlMs: publicCatalogueTtlMs });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Sends a read of the published catalogue as visitors see it (lists, counts, comparisons, the
 * tree), kept per database: these are the portal's busiest reads and change only when staff
 * edit a product. What is kept is the answer's JSON, checked against the route's response
 * schema and serialized once when it is loaded, so a request answered from memory costs no
 * validation or serialization.
 */
export async function sendCatalogueRead<Schema extends z.ZodType>(
  reply: FastifyReply,
  { db, key, responseSchema }: { db: Database; key: readonly unknown[]; responseSchema: Schema },
  load: () => Promise<z.output<Schema>>,
): Promise<FastifyReply> {
  const json = await cacheOf(db).get(JSON.stringify(key), async () =>
    JSON.stringify(z.encode(responseSchema, await load())),
  );
  return reply.type("application/json; charset=utf-8").send(json);
}

/** After any product write: visitors see the change with their next request. */
export function forgetCatalogueReads(db: Database): void {
  caches.get(db)?.clear();
}
