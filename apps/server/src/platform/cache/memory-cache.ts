/**
 * Answers kept in this process for a short time. Concurrent misses of one key share a single
 * load, so a burst of identical requests costs the database one query; a failed load is not
 * kept. `clear()` drops everything at once (after a write); the time limit bounds how long
 * another instance, which did not see the write, may answer from its own copy.
 */
export class MemoryCache<Value> {
  private readonly entries = new Map<string, { value: Promise<Value>; expiresAt: number }>();

  constructor(
    private readonly options: { maxEntries: number; ttlMs: number; now?: () => number },
  ) {}

  get(key: string, load: () => Promise<Value>): Promise<Value> {
    const now = (this.options.now ?? Date.now)();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.value;
    if (cached) this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) {
      // Map keeps insertion order: the oldest entry goes first.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const value = load();
    const entry = { value, expiresAt: now + this.options.ttlMs };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
