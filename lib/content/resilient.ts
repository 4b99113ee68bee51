import { cachePort, type TTtlCache } from '../cache/ttl';
import { staleIfErrorPort, type TStaleStore } from '../cache/stale';
import { log } from '../log';
import type { ContentPort } from './port';

/**
 * The content adapter as the pages use it (docs/decisions/003, 022): reads are cached in-process
 * for `ttlMs` (menus, settings and footers are read by every page; 0: no TTL cache); under that
 * cache, each read keeps its last good answer and serves it when the service fails
 * (stale-if-error), so an outage shows the last good content, and the stale answer is then cached
 * for the TTL like a fresh one: the service is retried once per TTL, not per page. The
 * contact-message write goes straight through both. The app's one content port is built so by
 * lib/app.ts.
 */
export function wrapContentPort(adapter: ContentPort, options: { cache: TTtlCache; stale: TStaleStore; ttlMs: number }): ContentPort {
  const passThrough: (keyof ContentPort)[] = ['saveContactMessage'];
  const resilient = staleIfErrorPort(adapter, options.stale, {
    passThrough,
    onStale: ({ method, storedAt, error }) =>
      log.warn({ err: error, method, storedAt: new Date(storedAt).toISOString() }, 'content load failed: serving the last good answer'),
  });
  return options.ttlMs > 0 ? cachePort(resilient, options.cache, { prefix: 'content', ttlMs: options.ttlMs, passThrough }) : resilient;
}
