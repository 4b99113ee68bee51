/**
 * Stale-if-error for the reads of a port: each successful read is kept as the last good answer
 * of its (method, arguments); when a later read fails, that answer is served instead of the
 * failure, so an outage of an upstream service shows the last good content rather than an error.
 * A read with nothing kept still fails. Kept in memory per app instance (docs/decisions/022).
 *
 * Bounded per method (least recently stored dropped first), so many distinct arguments of one
 * method (news pages, slugs) can never push out the few answers every page needs (menu, footer,
 * settings). Null and undefined answers are not kept: serving them again protects nothing, and
 * unknown slugs would otherwise fill the store.
 */
export type TStaleStore = {
  /** The last good answer of `key`, if any. */
  get(method: string, key: string): { value: unknown; storedAt: number } | undefined;
  set(method: string, key: string, value: unknown): void;
  clear(): void;
  readonly size: number;
};

export function createStaleStore(
  options: {
    maxEntriesPerMethod?: number;
    /** A smaller (or larger) bound for some methods, e.g. reads whose answers are large. */
    limits?: Record<string, number>;
    now?: () => number;
  } = {},
): TStaleStore {
  const defaultMax = options.maxEntriesPerMethod ?? 200;
  const limits = options.limits ?? {};
  const now = options.now ?? Date.now;
  const methods = new Map<string, Map<string, { value: unknown; storedAt: number }>>();

  return {
    get(method, key) {
      return methods.get(method)?.get(key);
    },
    set(method, key, value) {
      if (value === null || value === undefined) return;
      let entries = methods.get(method);
      if (!entries) methods.set(method, (entries = new Map()));
      // Oldest first in a Map: re-insert to move the key to the end, trim from the front.
      entries.delete(key);
      entries.set(key, { value, storedAt: now() });
      const maxEntries = limits[method] ?? defaultMax;
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    clear() {
      methods.clear();
    },
    get size() {
      let size = 0;
      for (const entries of methods.values()) size += entries.size;
      return size;
    },
  };
}

export type TStaleServed = { method: string; key: string; storedAt: number; error: unknown };

/**
 * Wrap the read methods of a port with stale-if-error. Methods listed in `passThrough` (writes)
 * are called directly. `onStale` is told each time a kept answer replaces a failure (to log it).
 * `keyOf` names a read by its arguments (default: all of them, as JSON); `serve` turns a kept
 * answer into what is returned in place of a failure (default: the answer itself), e.g. a copy
 * that says it is not fresh.
 */
export function staleIfErrorPort<T extends object>(
  port: T,
  store: TStaleStore,
  options: {
    passThrough?: (keyof T)[];
    onStale?: (served: TStaleServed) => void;
    keyOf?: (args: unknown[]) => string;
    serve?: (value: unknown, storedAt: number) => unknown;
  } = {},
): T {
  const keyOf = options.keyOf ?? ((args: unknown[]) => JSON.stringify(args));
  const passThrough = new Set<PropertyKey>(options.passThrough ?? []);
  return new Proxy(port, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || passThrough.has(property)) return value;
      const method = String(property);
      return async (...args: unknown[]) => {
        const key = keyOf(args);
        try {
          const result = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          store.set(method, key, result);
          return result;
        } catch (error) {
          const kept = store.get(method, key);
          if (!kept) throw error;
          options.onStale?.({ method, key, storedAt: kept.storedAt, error });
          return options.serve ? options.serve(kept.value, kept.storedAt) : kept.value;
        }
      };
    },
  });
}
