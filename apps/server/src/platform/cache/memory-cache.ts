/**
 * Answers kept in this process for a short time. Concurrent misses of one key share a single
 * load, so a burst of identical requests costs the database one query; a failed load is not
 * kept. `clear()` drops everything at once (after a write) and tells `onClear`, through which
 * the other instances of a cluster drop their copies too; the time limit bounds how long an
 * instance that did not hear of a write (Redis unreachable) may answer from its own copy.
 */
export class MemoryCache<Value> {
  private readonly entries = new Map<string, { value: Promise<Value>; expiresAt: number }>();

  constructor(
    private readonly options: {
      maxEntries: number;
      ttlMs: number;
      now?: () => number;
      /** Told of every `clear()`, to pass it on to the other instances. */
      onClear?: () => void;
    },
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

  /** Drops every entry after a write, here and (through `onClear`) on the other instances. */
  clear(): void {
    this.dropEntries();
    this.options.onClear?.();
  }

  /**
   * Drops every entry and tells nobody: another instance's `clear()` arriving here. A load still
   * running keeps no entry, so an answer read before the write is not kept.
   */
  dropEntries(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
