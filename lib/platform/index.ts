import 'server-only';
import { app } from '../app';
import type { TMirrorReader } from '../mirror/reader';
import type { TMirrorScheduler } from '../mirror/scheduler';
import type { TSyncSummary } from '../mirror/sync';
import { requestReadLog } from './freshness';
import type { PlatformPort } from './port';

/**
 * The racing platform in use, chosen by configuration (lib/platform/select.ts, README "Connect to
 * LiveLaps"): the embedded one (the app's database) when PLATFORM_API_URL is unset, else LiveLaps;
 * built with its caches by lib/app.ts, one per process. Services use this, never an adapter; pages
 * use services. Returned objects are shared between requests: callers treat them as read-only. On
 * LiveLaps, the answers a request uses are noted in its read log (React's per-request cache of
 * this copy of the modules: a page's own), for the page to say "as of".
 */
export function getPlatform(): PlatformPort {
  return app().requestPlatform(requestReadLog);
}

/** The results mirror's reads, one per process (docs/decisions/045). */
export function getMirror(): TMirrorReader {
  return app().mirror;
}

/** Starts the results mirror's sync on LiveLaps (instrumentation.ts, once per server). */
export function startPlatformSync(): TMirrorScheduler | null {
  return app().mirrorSync.start();
}

/** One full pass of the mirror's sync now (the test-only route app/api/test/mirror-sync); null on the embedded platform. */
export function runPlatformSyncPass(): Promise<TSyncSummary | null> {
  return app().mirrorSync.runPass();
}

export type * from './port';
