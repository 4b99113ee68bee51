// @ts-check
import { gzip as gzipAsync } from 'node:zlib';

/**
 * What the page cache (server/page-cache.mjs) keeps in memory, per key: the pages, each for its
 * time and stale time (capped at `maxTtlSeconds`), least recently used out first beyond
 * `maxEntries` or `maxBytes`; the render under way (one at a time per key: single flight); the
 * answer of the render that just ended, for the visitors who waited for it; and the keys whose
 * page was not storable, for `uncacheableMs`.
 * - One render per key at a time: the visitors who ask meanwhile wait for it. A render that did not
 *   store its page (or took longer than `waitMs`) marks the key not storable for a while: its
 *   visitors go to the app directly.
 * - After its time an entry is served stale for its stale time more while one render refreshes
 *   it (stale-while-revalidate); a refresh that may not be kept removes it.
 * - A page is kept as it was rendered and, made off the main thread, gzipped once.
 */

/** @typedef {import('./page-cache-store.d.mts').TEntry} TEntry */
/** @typedef {import('./page-cache-store.d.mts').TRenderAnswer} TRenderAnswer */
/** @typedef {import('./page-cache-store.d.mts').TPageCacheStoreOptions} TPageCacheStoreOptions */

/** @param {TPageCacheStoreOptions} options */
export function createPageCacheStore(options) {
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxTtlSeconds = options.maxTtlSeconds ?? 3600;
  const waitMs = options.waitMs ?? 20_000;
  const uncacheableMs = options.uncacheableMs ?? 5_000;
  const { now, stats } = options;
  /** @type {Map<string, TEntry>} */
  const entries = new Map();
  /** Renders under way, per key: whether the page was stored. */
  /** @type {Map<string, Promise<boolean>>} */
  const flights = new Map();
  /**
   * The answer of each render that just ended, stored or not: the visitors who waited for it get it
   * (a 404 or a page that may not be kept is still the same for every visitor without a cookie).
   * @type {Map<string, TRenderAnswer>}
   */
  const answers = new Map();
  /** Keys whose page was not storable, until when (their visitors go to the app meanwhile). */
  /** @type {Map<string, number>} */
  const uncacheable = new Map();
  let bytes = 0;

  const evict = () => {
    while (entries.size > maxEntries || bytes > maxBytes) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      remove(oldest);
    }
  };
  const remove = (/** @type {string} */ key) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length + (entry.gzip?.length ?? 0);
    entries.delete(key);
  };

  /**
   * The entry of a key while it may be served: fresh (then most recently used) or stale. An entry
   * past its stale time is dropped.
   * @param {string} key
   * @returns {{ entry: TEntry; fresh: boolean } | undefined}
   */
  function lookup(key) {
    const entry = entries.get(key);
    const at = now();
    if (entry && entry.expires > at) {
      // Most recently used last (the eviction order).
      entries.delete(key);
      entries.set(key, entry);
      return { entry, fresh: true };
    }
    if (entry && entry.staleUntil > at) return { entry, fresh: false };
    if (entry) remove(key);
    return undefined;
  }

  /**
   * Keep a rendered page for its time and stale time (its hints), capped.
   * @param {string} key
   * @param {{ headers: [string, string][]; body: Buffer; gzip: Buffer | null; ttl: number; stale: number }} page
   */
  function put(key, page) {
    const ttl = Math.min(page.ttl, maxTtlSeconds);
    const stale = Math.min(page.stale, maxTtlSeconds);
    remove(key);
    const storedAt = now();
    /** @type {TEntry} */
    const entry = { status: 200, headers: page.headers, body: page.body, gzip: page.gzip, storedAt, ttl, stale, expires: storedAt + ttl * 1000, staleUntil: storedAt + (ttl + stale) * 1000 };
    entries.set(key, entry);
    bytes += page.body.length + (entry.gzip?.length ?? 0);
    stats.stored++;
    evict();
    if (entry.gzip === null) {
      // Compressed in libuv's thread pool, not on the thread that renders pages.
      gzipAsync(page.body, (error, compressed) => {
        if (error || entries.get(key) !== entry) return;
        entry.gzip = compressed;
        bytes += compressed.length;
        evict();
      });
    }
  }

  /**
   * Render a key's page once (`render` asks the app for it; the answer is kept by `put` while it is
   * sent), shared by whoever asks meanwhile: whether it was stored.
   * @param {{ key: string; url: string }} target @param {() => Promise<void>} render
   */
  function refresh(target, render) {
    const running = flights.get(target.key);
    if (running) return running;
    stats.renders++;
    const startedAt = now();
    const flight = Promise.race([
      render().then(
        () => (entries.get(target.key)?.storedAt ?? -1) >= startedAt,
        (error) => {
          console.error('page cache: render failed', target.url, error);
          return false;
        },
      ),
      new Promise((resolve) => setTimeout(resolve, waitMs, false).unref()),
    ]).then((stored) => {
      flights.delete(target.key);
      // The visitors who waited read the render's answer in their own callbacks, run before this timer.
      setTimeout(() => answers.delete(target.key), 0);
      if (!stored) {
        // A page no longer storable (its data is now stale, say): its old copy is not served either.
        if ((entries.get(target.key)?.storedAt ?? Infinity) < startedAt) remove(target.key);
        uncacheable.delete(target.key);
        uncacheable.set(target.key, now() + uncacheableMs);
        if (uncacheable.size > maxEntries * 4) uncacheable.delete(uncacheable.keys().next().value ?? '');
      }
      return /** @type {boolean} */ (stored);
    });
    flights.set(target.key, flight);
    return flight;
  }

  return {
    lookup,
    put,
    refresh,
    /** @param {string} key */
    get: (key) => entries.get(key),
    /** Whether a key's page was found not storable a moment ago (its visitors go to the app). @param {string} key */
    isUncacheable: (key) => (uncacheable.get(key) ?? 0) > now(),
    /** @param {string} key @param {TRenderAnswer} answer */
    keepAnswer: (key, answer) => void answers.set(key, answer),
    /** @param {string} key */
    answerOf: (key) => answers.get(key),
    clear() {
      entries.clear();
      uncacheable.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}
