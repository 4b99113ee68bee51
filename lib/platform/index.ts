import 'server-only';
import { requestHost } from './request-host';
import { registerForgettable } from '../cache/forget';
import { cachePort, createTtlCache, type TTtlCache } from '../cache/ttl';
import { getDb } from '../db/client';
import { env } from '../env';
import { log } from '../log';
import { processShared } from '../process-shared';
import { createEmbeddedPlatform } from './embedded';
import { requestReadLog } from './freshness';
import { createLivelapsAdapter } from './livelaps';
import { autoBases, type TLivelapsBases } from './livelaps/hosts';
import { withMirror, type TOrganizationDefaults } from './livelaps/mirrored';
import { createMirrorReader, type TMirrorReader } from '../mirror/reader';
import { startMirrorScheduler, type TMirrorScheduler } from '../mirror/scheduler';
import { createMirrorSync, type TSyncSummary } from '../mirror/sync';
import { getSettings } from '../content';
import { defaultsOf } from '../content/defaults';
import type { PlatformPort } from './port';
import { guardUnexpected, noteStaleReads, withLastGoodAnswers } from './resilient';
import { createAutoPlatform, selectPlatform } from './select';

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
const UNCACHED_READS: (keyof PlatformPort)[] = ['getRegistrationCounts', 'listRegistrants', 'listRiderRegistrations'];

function withReadCache(adapter: PlatformPort, cache: TTtlCache = createTtlCache({ maxEntries: 2000 })): PlatformPort {
  return cachePort(adapter, cache, {
    prefix: 'platform',
    ttlMs: PLATFORM_READ_CACHE_MS,
    passThrough: UNCACHED_READS,
  });
}

/** One LiveLaps adapter per pair of bases, per process: the pages' port and the mirror's sync share its calls' limit. */
function livelapsAdapter(bases: TLivelapsBases) {
  const adapters = processShared('platform.livelaps-adapters', () => new Map<string, ReturnType<typeof createLivelapsAdapter>>());
  const key = `${bases.main} ${bases.link}`;
  let adapter = adapters.get(key);
  if (!adapter) {
    log.info({ main: bases.main, link: bases.link }, 'racing platform: LiveLaps');
    adapter = createLivelapsAdapter({ bases });
    adapters.set(key, adapter);
  }
  return adapter;
}

/** The results mirror's reads, one per process (docs/decisions/045). */
export function getMirror(): TMirrorReader {
  return processShared('platform.mirror', () => createMirrorReader({ getDb }));
}

/**
 * The organisation and its promoters, from the content settings (the default organisation and the
 * default promoter list); the settings' site name names the organisation when LiveLaps cannot.
 */
async function organizationDefaults(): Promise<TOrganizationDefaults> {
  const settings = await getSettings().catch(() => null);
  const { organizationId, promoterIds } = defaultsOf(settings);
  return { organizationId, promoterIds, organization: { id: organizationId, name: settings?.browserTabTitle ?? '' } };
}

/**
 * LiveLaps as the pages use it (lib/platform/resilient.ts, docs/decisions/024, 045): anything odd
 * it throws is UPSTREAM_FAILED; each read falls back to its last good answer, marked as not fresh;
 * the results mirror answers what it holds and what LiveLaps has no call for (withMirror); and the
 * port's short read cache. (`getPlatform` adds the last layer: each request notes the stale
 * answers it used, for the page to say "as of".) The embedded platform has none of these layers:
 * it behaves as it always did.
 */
function livelaps(bases: TLivelapsBases): PlatformPort {
  const adapter = livelapsAdapter(bases);
  const readCache = createTtlCache({ maxEntries: 2000 });
  const mirror = getMirror();
  // The end-to-end tests may make these answers expire (app/api/test/platform-answers); the last good ones stay.
  registerForgettable(() => {
    adapter.forgetAnswers();
    readCache.clear();
    mirror.forget();
  });
  return withReadCache(withMirror(withLastGoodAnswers(guardUnexpected(adapter.port)), mirror, organizationDefaults), readCache);
}

/**
 * Starts the results mirror's sync on LiveLaps (instrumentation.ts, once per server; README
 * "Connect to LiveLaps"): unless MIRROR_SYNC=off, this server takes part in syncing (one server of
 * a cluster at a time). Its calls share the pages' adapter (the limit of calls on the wire).
 * Stopped by `stopPlatformSync` (server.mjs, on SIGTERM and SIGINT).
 */
export function startPlatformSync(): TMirrorScheduler | null {
  const selection = selectPlatform(env);
  if (selection.kind === 'embedded' || env.MIRROR_SYNC === 'off') return null;
  const bases = selection.kind === 'livelaps' ? selection.bases : autoBases(null, selection.config);
  return processShared('platform.mirror-scheduler', () =>
    startMirrorScheduler({
      getDb,
      upstream: livelapsAdapter(bases).upstream,
      promoterIds: async () => (await organizationDefaults()).promoterIds,
    }),
  );
}


/**
 * The platform chosen by configuration, with its caches: one per process (lib/process-shared.ts),
 * so the pages and the route handlers, bundled apart, share its answers. A live race's page and
 * the 5 s poll of its open pages (/api/races/{id}/version) cost one upstream results call per
 * interval between them, not one each.
 */
function sharedPlatform(): { port: PlatformPort; upstream: boolean } {
  return processShared('platform.instance', () => {
    const selection = selectPlatform(env);
    if (selection.kind === 'embedded') return { port: withReadCache(createEmbeddedPlatform(getDb)), upstream: false };
    const port = selection.kind === 'livelaps' ? livelaps(selection.bases) : createAutoPlatform(selection.config, requestHost, livelaps);
    return { port, upstream: true };
  });
}

/**
 * The racing platform in use, chosen by configuration (lib/platform/select.ts, README "Connect to
 * LiveLaps"): the embedded one (the app's database) when PLATFORM_API_URL is unset, else LiveLaps.
 * Pages use this, never an adapter. Returned objects are shared between requests: callers treat
 * them as read-only. On LiveLaps, the answers a request uses are noted in its read log (React's
 * per-request cache of this copy of the modules: a page's own), for the page to say "as of".
 */
let instance: PlatformPort | undefined;

export function getPlatform(): PlatformPort {
  if (!instance) {
    const shared = sharedPlatform();
    instance = shared.upstream ? noteStaleReads(shared.port, requestReadLog) : shared.port;
  }
  return instance;
}

export type * from './port';

/** Stops the mirror's sync, if this server runs it (a clean shutdown: the race being written is finished first). */
export async function stopPlatformSync(): Promise<void> {
  const scheduler = processShared<TMirrorScheduler | null>('platform.mirror-scheduler', () => null);
  await scheduler?.stop();
}

/** One full pass of the mirror's sync now (the test-only route app/api/test/mirror-sync); null on the embedded platform. */
export async function runPlatformSyncPass(): Promise<TSyncSummary | null> {
  const selection = selectPlatform(env);
  if (selection.kind === 'embedded') return null;
  const bases = selection.kind === 'livelaps' ? selection.bases : autoBases(null, selection.config);
  const sync = createMirrorSync({ db: await getDb(), upstream: livelapsAdapter(bases).upstream });
  return sync.run({ promoterIds: (await organizationDefaults()).promoterIds, full: true, force: true });
}
