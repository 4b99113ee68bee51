import 'server-only';
import { LIVE_FEED_MAX_RACES, LIVE_FEED_POLL_MS } from '../constants';
import { getPlatform } from '../platform';
import { isPlatformDown } from '../platform/available';
import { staleSince } from '../platform/freshness';
import { askPermission } from '../platform/permission';
import { processShared } from '../process-shared';
import { createLiveFeed, type TLiveFeed, type TLiveRead } from './live-feed';

/**
 * A live race's version as the platform port gives it: what /api/races/{id}/version answers
 * (status, last timing change), with the same permission check ("display race"). Read outside any
 * page render (the feed's timer), so it calls the port itself rather than the per-request cached
 * loaders of lib/results/access.ts.
 */
export async function readRaceVersion(raceId: number): Promise<TLiveRead> {
  try {
    const [results, allowed] = await Promise.all([getPlatform().getRaceResults(raceId, { locale: 'en' }), askPermission({ kind: 'displayRace', raceId })]);
    if (!results || !allowed) return { kind: 'gone' };
    const since = staleSince(results);
    return { kind: 'ok', status: results.race.status, updatedAt: results.updatedAt, staleSince: since === undefined ? null : new Date(since) };
  } catch (error) {
    return { kind: 'failed', reason: isPlatformDown(error) ? 'unavailable' : 'failed', error };
  }
}

/**
 * The live feed of this server process (lib/process-shared.ts: the route handlers, bundled apart,
 * share one): one read of each live race per LIVE_FEED_POLL_MS, whatever the number of viewers.
 */
export function getLiveFeed(): TLiveFeed {
  return processShared('results.live-feed', () => createLiveFeed({ read: readRaceVersion, intervalMs: LIVE_FEED_POLL_MS, maxRaces: LIVE_FEED_MAX_RACES }));
}
