import { answerCache } from "../../platform/http/precompressed-answer.ts";

/**
 * The catalogue reads as visitors see them (lists, counts, comparisons, the tree), kept in each
 * instance for 10 s: these are the portal's busiest reads and change only when staff edit a
 * product. A write clears them at once (`catalogueReads.forget`) on every instance sharing
 * REDIS_URL; the 10 s bound only an instance that could not hear it.
 */
export const catalogueReads = answerCache("public-catalogue", { maxEntries: 2_000, ttlMs: 10_000 });
