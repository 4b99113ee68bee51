import 'server-only';
import { cachePort, createTtlCache } from '../cache/ttl';
import { getDb } from '../db/client';
import { createEmbeddedPlatform } from './embedded';
import type { PlatformPort } from './port';

/**
 * Reads of the platform are shared for this long by the requests of one app instance (single
 * flight: a burst of visitors to the same race costs one set of queries, not one per visitor).
 * Short enough that live timing, permissions and event changes show within a second; the scored
 * results themselves are cached longer, per race and last timing change, by the adapter.
 */
export const PLATFORM_READ_CACHE_MS = 1000;

/**
 * Reads that must reflect a write the same visitor just made (a registration shows at once in
 * the registrant list and the openings left): never shared.
 */
const UNCACHED_READS: (keyof PlatformPort)[] = ['getRegistrationCounts', 'listRegistrants'];

/**
 * The racing platform in use. Embedded (the app's database) for now; the LiveLaps HTTP adapter,
 * selected when PLATFORM_API_URL is set, comes in a later change. Pages use this, never an adapter.
 * Returned objects are shared between requests: callers treat them as read-only.
 */
let instance: PlatformPort | undefined;

export function getPlatform(): PlatformPort {
  instance ??= cachePort(createEmbeddedPlatform(getDb), createTtlCache({ maxEntries: 2000 }), {
    prefix: 'platform',
    ttlMs: PLATFORM_READ_CACHE_MS,
    passThrough: UNCACHED_READS,
  });
  return instance;
}

export type * from './port';
