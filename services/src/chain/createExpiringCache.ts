export type ExpiringCacheOptions = {
  /** How long a loaded value is served. */
  ttlMs: number;
  /** The oldest entries go first beyond this many. */
  maxEntries: number;
  /** Epoch milliseconds (tests pass their own clock). */
  now?: () => number;
};

export type ExpiringCache<Value> = {
  /**
   * The value of `key`: the cached one while fresh, else `load()`'s (concurrent callers share one load). `force`
   * loads anew whatever is cached. A failed load is not cached.
   */
  get(key: string, load: () => Promise<Value>, options?: { force?: boolean }): Promise<Value>;
  readonly size: number;
};

/**
 * A small in-memory cache with a time to live, for answers read from nodes (the 30 s portfolio cache of spec §9).
 * @example
 * const cache = createExpiringCache<AssetHolding[]>({ ttlMs: BALANCE_CACHE_SECONDS * 1000, maxEntries: 10_000 });
 * await cache.get(`${chainId}|${address}`, () => getEvmHoldings(chain, address));
 */
export function createExpiringCache<Value>({ ttlMs, maxEntries, now = Date.now }: ExpiringCacheOptions): ExpiringCache<Value> {
  const entries = new Map<string, { expiresAt: number; value: Promise<Value> }>();

  const prune = (time: number): void => {
    // Every entry lives `ttlMs` and is (re)inserted at the end: the expired ones are at the front, so this stops at
    // the first live entry instead of walking every entry on every request.
    for (const [key, entry] of entries) {
      if (entry.expiresAt > time) break;
      entries.delete(key);
    }
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      entries.delete(oldest.value);
    }
  };

  return {
    get(key, load, { force = false } = {}) {
      const time = now();
      const cached = entries.get(key);
      if (!force && cached !== undefined && cached.expiresAt > time) return cached.value;
      const value = load();
      const entry = { expiresAt: time + ttlMs, value };
      entries.delete(key);
      entries.set(key, entry);
      prune(time);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
