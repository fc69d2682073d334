import type { FastifyInstance } from "fastify";
import type { MemoryCache } from "../../platform/cache/memory-cache.ts";
import type { PrecompressedAnswer } from "../../platform/http/precompressed-answer.ts";

/**
 * The public `common/dict` answers, serialized and compressed once per list: the geo list alone
 * is tens of kilobytes, read on every profile form. A change clears them on every instance
 * sharing REDIS_URL, as it does the added entries.
 */
export function publicDictAnswers(app: FastifyInstance): MemoryCache<PrecompressedAnswer> {
  return app.memoryCache<PrecompressedAnswer>("dict-public-answers", {
    maxEntries: 10,
    ttlMs: 30_000,
  });
}
