import 'server-only';
import { cache } from 'react';
import { createTtlCache, cachePort, type TTtlCache } from '../cache/ttl';
import { BASE_PATH } from '../constants';
import { getDb } from '../db/client';
import { env } from '../env';
import { createEmbeddedContent } from './embedded';
import type { ContentPort } from './port';
import { createStrapiContent } from './strapi';

/**
 * The content service in use: Strapi when CONTENT_URL is set, else the app's database
 * (docs/decisions/003-content-adapters.md). Reads are cached in-process for CONTENT_CACHE_SECONDS
 * (menus, settings and footers are read by every page); writes go straight through.
 */
let instance: ContentPort | undefined;

export const contentCache: TTtlCache = createTtlCache();

export function getContent(): ContentPort {
  if (!instance) {
    const adapter = env.CONTENT_URL
      ? createStrapiContent({ baseUrl: env.CONTENT_URL, token: env.CONTENT_API_TOKEN })
      : createEmbeddedContent(getDb, { contentHost: BASE_PATH });
    instance =
      env.CONTENT_CACHE_SECONDS > 0
        ? cachePort(adapter, contentCache, { prefix: 'content', ttlMs: env.CONTENT_CACHE_SECONDS * 1000, passThrough: ['saveContactMessage'] })
        : adapter;
  }
  return instance;
}

/** Settings once per request (layout, theme, metadata all read them). */
export const getSettings = cache(() => getContent().getSettings());

export type * from './port';
