import 'server-only';
import { registerForgettable } from './cache/forget';
import { createStaleStore } from './cache/stale';
import { cachePort, createTtlCache, type TTtlCache } from './cache/ttl';
import { BASE_PATH, DEFAULT_ORGANIZATION_ID, DEFAULT_PROMOTER_ID, LIVE_FEED_MAX_RACES, LIVE_FEED_POLL_MS } from './constants';
import { createEmbeddedContent } from './content/embedded';
import type { ContentPort } from './content/port';
import { wrapContentPort } from './content/resilient';
import { createStrapiContent } from './content/strapi';
import { openDatabase, type TDatabase } from './db/open';
import { env, type TEnv } from './env';
import { log } from './log';
import { createMailer, type TMailer } from './mail/mailer';
import { createMirrorReader, type TMirrorReader } from './mirror/reader';
import { startMirrorScheduler, type TMirrorScheduler } from './mirror/scheduler';
import { createMirrorSync, type TSyncSummary } from './mirror/sync';
import type { PaymentPort } from './payments/port';
import { createStripePayments } from './payments/stripe';
import { createTestPayments } from './payments/test-provider';
import { createEmbeddedPlatform } from './platform/embedded';
import type { TReadLog } from './platform/freshness';
import { createLivelapsAdapter } from './platform/livelaps';
import { autoBases, type TLivelapsBases } from './platform/livelaps/hosts';
import { withMirror, type TOrganizationDefaults } from './platform/livelaps/mirrored';
import type { PlatformPort } from './platform/port';
import { requestHost } from './platform/request-host';
import { guardUnexpected, noteStaleReads, withLastGoodAnswers } from './platform/resilient';
import { createAutoPlatform, selectPlatform } from './platform/select';
import { processShared } from './process-shared';
import { createLiveFeed, raceVersionReader, type TLiveFeed } from './results/live-feed';
import { createRateLimiter, type TRateLimiter } from './security/rate-limit';

/**
 * The composition root (docs/decisions/061): every dependency of the app, built in one place, once
 * per server process. Next.js bundles the pages, the route handlers and the instrumentation apart,
 * each with its own copy of the app's modules (lib/process-shared.ts): the app is kept on
 * globalThis, so every copy uses the same database connection, caches, limiter and live feed.
 *
 * Services (lib/events, lib/results, lib/organizations, lib/spectators ...) reach a dependency
 * through its accessor, a one-line function beside its port: `getDb` (lib/db/client.ts),
 * `getPlatform` and `getMirror` (lib/platform), `getContent` (lib/content), `getPayments`
 * (lib/payments), `getMailer` (lib/mail), `getRateLimiter` (lib/server/services.ts) and
 * `getLiveFeed` (lib/results/live.ts). Pages and route handlers call services, never an accessor
 * (the decision names the areas that still pass `getDb()` to their own functions). A test that needs another dependency replaces its accessor's module
 * (`vi.mock('@/lib/platform', () => ({ getPlatform: () => fake }))`); a test of the wiring
 * builds an app of its own with `createApp`.
 */
export type TApp = {
  /** The database (lib/db/open.ts): opened, migrated and seeded on the first call; the same promise after. */
  db: () => Promise<TDatabase>;
  /** The content service (Strapi or the database, docs/decisions/003) under its stale-if-error answers and TTL cache. */
  content: ContentPort;
  /** The results mirror's reads (docs/decisions/045). */
  mirror: TMirrorReader;
  /** The racing platform with its caches, one for every request of the process. */
  platform: PlatformPort;
  /**
   * The platform as the requests of one copy of the modules use it: on LiveLaps, each answer a
   * request uses is noted in `readLog` (lib/platform/freshness.ts), for the page to say "as of".
   * That log is React's per-request cache, which belongs to the copy that renders: each copy
   * passes its own, and gets one view of `platform` for it.
   */
  requestPlatform(readLog: () => TReadLog): PlatformPort;
  /** The payment provider: Stripe Checkout when STRIPE_SECRET_KEY is set, else the built-in test provider. */
  payments: PaymentPort;
  /** The mailer: SMTP when SMTP_URL is set, else the outbox table (lib/mail/mailer.ts). */
  mailer: TMailer;
  /** The rate limits, kept in the database so that every server shares them (lib/security/rate-limit.ts). */
  rateLimiter: TRateLimiter;
  /** One poll per live race for all its viewers on this server (docs/decisions/031). */
  liveFeed: TLiveFeed;
  /** The results mirror's sync on LiveLaps (docs/decisions/045); none on the embedded platform. */
  mirrorSync: TMirrorSync;
};

export type TMirrorSync = {
  /**
   * Starts the sync (instrumentation.ts, once per server; README "Connect to LiveLaps"): unless
   * MIRROR_SYNC=off, this server takes part (one server of a cluster at a time). Its calls share
   * the pages' LiveLaps adapter (the limit of calls on the wire). server.mjs stops it on SIGTERM
   * and SIGINT (a clean shutdown: the race being written is finished first), found by its key.
   */
  start(): TMirrorScheduler | null;
  /** One full pass now (the test-only route app/api/test/mirror-sync); null on the embedded platform. */
  runPass(): Promise<TSyncSummary | null>;
};

/** The app of this process, built by the first copy of the modules that asks. */
export function app(): TApp {
  return processShared('app', () => createApp(env));
}

/**
 * Builds the app from a configuration, each dependency from those it needs. `given.db`: a database
 * of the caller's instead of the configured one (a test of the wiring, on its test database).
 */
export function createApp(settings: TEnv, given: Partial<Pick<TApp, 'db'>> = {}): TApp {
  const db =
    given.db ??
    openOnce(() => openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR, migrate: true, seed: settings.SEED_DEMO_DATA ? seedDemoData : undefined }));
  const content = composeContent(settings, db);
  const defaults = organizationDefaults(content);
  const mirror = createMirrorReader({ getDb: db });
  const platform = composePlatform(settings, { db, mirror, defaults });
  const payments = settings.STRIPE_SECRET_KEY
    ? createStripePayments({ secretKey: settings.STRIPE_SECRET_KEY, webhookSecret: settings.STRIPE_WEBHOOK_SECRET })
    : createTestPayments({ getDb: db, siteUrl: settings.SITE_URL });
  const requestViews = new WeakMap<() => TReadLog, PlatformPort>();

  return {
    db,
    content,
    mirror,
    platform: platform.port,
    requestPlatform(readLog) {
      if (!platform.upstream) return platform.port;
      let view = requestViews.get(readLog);
      if (!view) requestViews.set(readLog, (view = noteStaleReads(platform.port, readLog)));
      return view;
    },
    payments,
    mailer: createMailer({ getDb: db, smtpUrl: settings.SMTP_URL, from: settings.MAIL_FROM }),
    rateLimiter: createRateLimiter(db),
    liveFeed: createLiveFeed({ read: raceVersionReader(platform.port), intervalMs: LIVE_FEED_POLL_MS, maxRaces: LIVE_FEED_MAX_RACES }),
    mirrorSync: composeMirrorSync(settings, { db, platform, defaults }),
  };
}

/** `open` on the first call only; every call gets its promise. */
function openOnce<T>(open: () => Promise<T>): () => Promise<T> {
  let opened: Promise<T> | undefined;
  return () => (opened ??= open());
}

/** Strapi when CONTENT_URL is set, else the app's database; cached for CONTENT_CACHE_SECONDS (lib/content/resilient.ts). */
function composeContent(settings: TEnv, db: () => Promise<TDatabase>): ContentPort {
  const adapter = settings.CONTENT_URL
    ? createStrapiContent({ baseUrl: settings.CONTENT_URL, token: settings.CONTENT_API_TOKEN, locales: settings.CONTENT_LOCALES })
    : createEmbeddedContent(db, { contentHost: BASE_PATH });
  // Last good answers of the content reads: at most 200 per method.
  return wrapContentPort(adapter, { cache: createTtlCache(), stale: createStaleStore({ maxEntriesPerMethod: 200 }), ttlMs: settings.CONTENT_CACHE_SECONDS * 1000 });
}

/**
 * The organisation and its promoters, from the content settings (the default organisation and the
 * default promoter list); the settings' site name names the organisation when LiveLaps cannot.
 * Read at every use: the content port's cache keeps it cheap.
 */
function organizationDefaults(content: ContentPort): () => Promise<TOrganizationDefaults> {
  return async () => {
    const settings = await content.getSettings().catch(() => null);
    const organizationId = settings?.defaultOrganizationId ?? DEFAULT_ORGANIZATION_ID;
    return {
      organizationId,
      promoterIds: settings?.defaultPromoterIds.length ? settings.defaultPromoterIds : [DEFAULT_PROMOTER_ID],
      organization: { id: organizationId, name: settings?.browserTabTitle ?? '' },
    };
  };
}

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

function withReadCache(port: PlatformPort, cache: TTtlCache = createTtlCache({ maxEntries: 2000 })): PlatformPort {
  return cachePort(port, cache, { prefix: 'platform', ttlMs: PLATFORM_READ_CACHE_MS, passThrough: UNCACHED_READS });
}

type TLivelapsAdapter = ReturnType<typeof createLivelapsAdapter>;

type TComposedPlatform = {
  port: PlatformPort;
  /** LiveLaps (a URL or `auto`): the pages note the stale answers they use. */
  upstream: boolean;
  /** The LiveLaps adapter of a pair of bases, one per pair: the pages' port and the mirror's sync share its calls' limit. */
  livelapsAdapter(bases: TLivelapsBases): TLivelapsAdapter;
};

/**
 * The platform chosen by configuration (lib/platform/select.ts, README "Connect to LiveLaps"): the
 * embedded one (the app's database) when PLATFORM_API_URL is unset, with the port's short read
 * cache and nothing else; else LiveLaps, as the pages use it (lib/platform/resilient.ts,
 * docs/decisions/024, 045): anything odd it throws is UPSTREAM_FAILED; each read falls back to its
 * last good answer, marked as not fresh; the results mirror answers what it holds and what LiveLaps
 * has no call for (withMirror); and the port's short read cache on top. (`requestPlatform` adds the
 * last layer.) One per process, so that a live race's page and the 5 s poll of its open pages
 * (/api/races/{id}/version) cost one upstream results call per interval between them.
 */
function composePlatform(
  settings: TEnv,
  deps: { db: () => Promise<TDatabase>; mirror: TMirrorReader; defaults: () => Promise<TOrganizationDefaults> },
): TComposedPlatform {
  const adapters = new Map<string, TLivelapsAdapter>();
  function livelapsAdapter(bases: TLivelapsBases): TLivelapsAdapter {
    const key = `${bases.main} ${bases.link}`;
    let adapter = adapters.get(key);
    if (!adapter) {
      log.info({ main: bases.main, link: bases.link }, 'racing platform: LiveLaps');
      adapters.set(key, (adapter = createLivelapsAdapter({ bases })));
    }
    return adapter;
  }
  function livelaps(bases: TLivelapsBases): PlatformPort {
    const adapter = livelapsAdapter(bases);
    const readCache = createTtlCache({ maxEntries: 2000 });
    // The end-to-end tests may make these answers expire (app/api/test/platform-answers); the last good ones stay.
    registerForgettable(() => {
      adapter.forgetAnswers();
      readCache.clear();
      deps.mirror.forget();
    });
    return withReadCache(withMirror(withLastGoodAnswers(guardUnexpected(adapter.port)), deps.mirror, deps.defaults), readCache);
  }

  const selection = selectPlatform(settings);
  if (selection.kind === 'embedded') return { port: withReadCache(createEmbeddedPlatform(deps.db)), upstream: false, livelapsAdapter };
  const port = selection.kind === 'livelaps' ? livelaps(selection.bases) : createAutoPlatform(selection.config, requestHost, livelaps);
  return { port, upstream: true, livelapsAdapter };
}

/** The mirror's sync on LiveLaps (docs/decisions/045); server.mjs finds the scheduler by its key. */
function composeMirrorSync(
  settings: TEnv,
  deps: { db: () => Promise<TDatabase>; platform: TComposedPlatform; defaults: () => Promise<TOrganizationDefaults> },
): TMirrorSync {
  const selection = selectPlatform(settings);
  const bases = selection.kind === 'embedded' ? null : selection.kind === 'livelaps' ? selection.bases : autoBases(null, selection.config);
  return {
    start() {
      if (!bases || settings.MIRROR_SYNC === 'off') return null;
      return processShared('platform.mirror-scheduler', () =>
        startMirrorScheduler({
          getDb: deps.db,
          upstream: deps.platform.livelapsAdapter(bases).upstream,
          promoterIds: async () => (await deps.defaults()).promoterIds,
        }),
      );
    },
    async runPass() {
      if (!bases) return null;
      const sync = createMirrorSync({ db: await deps.db(), upstream: deps.platform.livelapsAdapter(bases).upstream });
      return sync.run({ promoterIds: (await deps.defaults()).promoterIds, full: true, force: true });
    },
  };
}

/** The demo data, loaded only when an empty database is seeded (it brings sharp, argon2 and the data itself). */
async function seedDemoData(db: TDatabase): Promise<void> {
  const demo = await import('./demo');
  await demo.seedDemoData(db);
}
