import type { FastifyInstance } from "fastify";
import type { MemoryCache } from "../../platform/cache/memory-cache.ts";
import type { PrecompressedAnswer } from "../../platform/http/precompressed-answer.ts";

/**
 * The public `common/dict` answers, serialized and compressed once per list: the geo list alone
 * is tens of kilobytes, read on every profile form. A change through this instance clears them;
 * other instances serve the change within this time, as they do the added entries.
 */
export function publicDictAnswers(app: FastifyInstance): MemoryCache<PrecompressedAnswer> {
  return app.memoryCache<PrecompressedAnswer>("dict-public-answers", {
    maxEntries: 10,
    ttlMs: 30_000,
  });
}
