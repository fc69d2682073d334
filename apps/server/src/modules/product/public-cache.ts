import { MemoryCache } from "../../platform/cache/memory-cache.ts";
import type { Database } from "../../platform/db/client.ts";

/**
 * How long an instance answers public catalogue reads from memory. A write on this instance
 * clears them at once; another instance of a cluster shows it within this time.
 */
export const publicCatalogueTtlMs = 10_000;
const maxEntries = 2_000;

const caches = new WeakMap<Database, MemoryCache<unknown>>();

function cacheOf(db: Database): MemoryCache<unknown> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new MemoryCache<unknown>({ maxEntries, ttlMs: publicCatalogueTtlMs });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The published catalogue as visitors see it (lists, counts, comparisons, the tree), kept per
 * database: these are the portal's busiest reads and change only when staff edit a product.
 */
export function cachedCatalogueRead<Value>(
  db: Database,
  key: readonly unknown[],
  load: () => Promise<Value>,
): Promise<Value> {
  return cacheOf(db).get(JSON.stringify(key), load) as Promise<Value>;
}

/** After any product write: visitors see the change with their next request. */
export function forgetCatalogueReads(db: Database): void {
  caches.get(db)?.clear();
}
