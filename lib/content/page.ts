import 'server-only';
import { markServiceUnavailable } from '../../server/response-status.mjs';
import { log } from '../log';

/** A page's main content, or `ok: false` when there is nothing to show. */
export type TPageContent<T> = { ok: true; value: T } | { ok: false };

/**
 * Load the main content of a content page (home, news, FAQs, rules...). The content port already
 * serves the last good answer when the service fails (lib/cache/stale.ts), so a failure here means
 * nothing is kept: it is logged, the response becomes a 503 (server/response-status.mjs) and the
 * page shows ContentUnavailable inside the shell instead of failing whole (docs/decisions/022).
 */
export async function loadPageContent<T>(what: string, load: () => Promise<T>): Promise<TPageContent<T>> {
  try {
    return { ok: true, value: await load() };
  } catch (error) {
    log.error({ err: error, what }, 'content load failed: nothing to show');
    markServiceUnavailable();
    return { ok: false };
  }
}
