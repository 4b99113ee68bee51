/**
 * A small in-process cache with a time to live and single-flight loading: concurrent callers of
 * the same key share one load. Each app instance has its own; entries expire, so data changed in
 * the database shows within the TTL everywhere. A failed load is not cached.
 */
export type TTtlCache = {
  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  delete(prefix: string): void;
  clear(): void;
  readonly size: number;
};

export type TTtlCacheOptions = {
  maxEntries?: number;
  now?: () => number;
  /**
   * Count the time to live from when the load settles rather than from when it starts: a load is
   * shared for as long as it runs, however long that is, and then for the full TTL (for slow
   * remote calls whose TTL is short, e.g. live results).
   */
  ttlFromSettled?: boolean;
};

export function createTtlCache(options: TTtlCacheOptions = {}): TTtlCache {
  const maxEntries = options.maxEntries ?? 5000;
  const now = options.now ?? Date.now;
  /**
   * While a load runs, its promise is shared (single flight); once it has settled, the entry keeps
   * the value alone. A promise made during a request carries that request's async context (Next's
   * request store, with its response and compression stream): kept for the life of the entry, it
   * kept every request that filled the cache in memory (docs/performance.md, memory).
   */
  type TEntry = { expires: number; pending: Promise<unknown> | null; value?: unknown };
  const entries = new Map<string, TEntry>();
  let setsSinceSweep = 0;

  /** Drop the entries whose time is over (they would otherwise stay until pushed out by count). */
  const sweep = () => {
    const at = now();
    for (const [key, entry] of entries) if (entry.pending === null && entry.expires <= at) entries.delete(key);
  };

  return {
    get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return (hit.pending ?? Promise.resolve(hit.value)) as Promise<T>;
      const pending = load();
      const entry: TEntry = { expires: options.ttlFromSettled ? Number.POSITIVE_INFINITY : now() + ttlMs, pending };
      entries.delete(key);
      entries.set(key, entry);
      pending.then(
        (value) => {
          entry.value = value;
          entry.pending = null;
          if (options.ttlFromSettled) entry.expires = now() + ttlMs;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      if (++setsSinceSweep >= 100) {
        setsSinceSweep = 0;
        sweep();
      }
      // Oldest first in a Map: trim from the front.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return pending;
    },
    delete(prefix: string) {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * Wrap the read methods of a port so each (method, arguments) result is cached for `ttlMs`.
 * Methods listed in `passThrough` (writes) are called directly.
 */
export function cachePort<T extends object>(port: T, cache: TTtlCache, options: { prefix: string; ttlMs: number; passThrough?: (keyof T)[] }): T {
  const passThrough = new Set<PropertyKey>(options.passThrough ?? []);
  return new Proxy(port, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || passThrough.has(property)) return value;
      return (...args: unknown[]) =>
        cache.get(`${options.prefix}:${String(property)}:${JSON.stringify(args)}`, options.ttlMs, () => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
    },
  });
}
