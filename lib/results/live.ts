import 'server-only';
import { app } from '../app';
import type { TLiveFeed } from './live-feed';

/**
 * The live feed of this server process (built by lib/app.ts: the route handlers, bundled apart,
 * share one): one read of each live race per LIVE_FEED_POLL_MS, whatever the number of viewers.
 */
export function getLiveFeed(): TLiveFeed {
  return app().liveFeed;
}
