import 'server-only';
import { cache } from 'react';
import { createTtlCache, cachePort, type TTtlCache } from '../cache/ttl';
import { createStaleStore, staleIfErrorPort, type TStaleStore } from '../cache/stale';
import { BASE_PATH } from '../constants';
import { getDb } from '../db/client';
import { env } from '../env';
import { log } from '../log';
import { createEmbeddedContent } from './embedded';
import type { ContentPort } from './port';
import { createStrapiContent } from './strapi';

/**
 * The content service in use: Strapi when CONTENT_URL is set, else the app's database
 * (docs/decisions/003-content-adapters.md). Reads are cached in-process for CONTENT_CACHE_SECONDS
 * (menus, settings and footers are read by every page); writes go straight through. Under that
 * cache, each read keeps its last good answer and serves it when the service fails (stale-if-error,
 * docs/decisions/022-content-outage.md): an outage shows the last good content, and the stale answer
 * is then cached for the TTL like a fresh one, so the service is retried once per TTL, not per page.
 */
let instance: ContentPort | undefined;

export const contentCache: TTtlCache = createTtlCache();

/** Last good answers of the content reads, per app instance (at most 200 per method). */
export const contentStale: TStaleStore = createStaleStore({ maxEntriesPerMethod: 200 });

/**
 * The adapter as the pages use it: stale-if-error under the TTL cache (ttlMs 0 = no TTL cache).
 * The contact-message write goes straight through both.
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

export function getContent(): ContentPort {
  if (!instance) {
    const adapter = env.CONTENT_URL
      ? createStrapiContent({ baseUrl: env.CONTENT_URL, token: env.CONTENT_API_TOKEN, locales: env.CONTENT_LOCALES })
      : createEmbeddedContent(getDb, { contentHost: BASE_PATH });
    instance = wrapContentPort(adapter, { cache: contentCache, stale: contentStale, ttlMs: env.CONTENT_CACHE_SECONDS * 1000 });
  }
  return instance;
}

/** Settings once per request (layout, theme, metadata all read them). */
export const getSettings = cache(() => getContent().getSettings());

export type * from './port';
