import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { findMemoryCache } from "../../platform/cache/cache-plugin.ts";
import type { MemoryCache } from "../../platform/cache/memory-cache.ts";
import type { Database } from "../../platform/db/client.ts";
import { PrecompressedAnswer } from "../../platform/http/precompressed-answer.ts";

/**
 * How long an instance answers public catalogue reads from memory. A write on this instance
 * clears them at once; another instance of a cluster shows it within this time.
 */
const publicCatalogueTtlMs = 10_000;
const cacheName = "public-catalogue";

/**
 * The catalogue reads as visitors see them (lists, counts, comparisons, the tree), kept per
 * database: these are the portal's busiest reads and change only when staff edit a product.
 */
export function catalogueReads(app: FastifyInstance): MemoryCache<PrecompressedAnswer> {
  return app.memoryCache<PrecompressedAnswer>(cacheName, {
    maxEntries: 2_000,
    ttlMs: publicCatalogueTtlMs,
  });
}

/**
 * Sends a catalogue read from `cache`, or loads it there. What is kept is the answer's JSON,
 * checked against the route's response schema and serialized once when it is loaded, and its
 * brotli and gzip forms once first asked for, so a request answered from memory costs no
 * validation, serialization or compression.
 */
export async function sendCatalogueRead<Schema extends z.ZodType>(
  reply: FastifyReply,
  {
    cache,
    key,
    responseSchema,
  }: { cache: MemoryCache<PrecompressedAnswer>; key: readonly unknown[]; responseSchema: Schema },
  load: () => Promise<z.output<Schema>>,
): Promise<FastifyReply> {
  const answer = await cache.get(
    JSON.stringify(key),
    async () => new PrecompressedAnswer(JSON.stringify(z.encode(responseSchema, await load()))),
  );
  return answer.send(reply, "application/json; charset=utf-8");
}

/** After any product write: visitors see the change with their next request. */
export function forgetCatalogueReads(db: Database): void {
  findMemoryCache(db, cacheName)?.clear();
}
