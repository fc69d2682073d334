import { answerCache } from "../../platform/http/precompressed-answer.ts";

/**
 * The catalogue reads as visitors see them (lists, counts, comparisons, the tree), kept per
 * database for 10 s: these are the portal's busiest reads and change only when staff edit a
 * product. A write on this instance clears them at once (`catalogueReads.forget`); another
 * instance of a cluster shows it within those 10 s.
 */
export const catalogueReads = answerCache("public-catalogue", { maxEntries: 2_000, ttlMs: 10_000 });
