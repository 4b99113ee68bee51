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
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  return {
    get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      const value = load();
      const entry = { expires: options.ttlFromSettled ? Number.POSITIVE_INFINITY : now() + ttlMs, value };
      entries.delete(key);
      entries.set(key, entry);
      value.then(
        () => {
          if (options.ttlFromSettled) entry.expires = now() + ttlMs;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      // Oldest first in a Map: trim from the front.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
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
