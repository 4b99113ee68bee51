import { headers } from 'next/headers';
import { isSharedPagePath, SHARED_PAGE_CACHE } from '@/server/config.mjs';

/** How long a finished race's result page may be shared from the page cache (seconds): it no longer changes. */
export const FINISHED_RESULTS_PAGE_CACHE_SECONDS = 600;
/** A race being scored: a new visitor's first view is at most this old (the page then follows the race live). */
export const LIVE_RESULTS_PAGE_CACHE_SECONDS = 2;

/**
 * A rider's participant view (/liveonlivelaps/{id}): its results and points change when a race of
 * theirs is copied again, so a crowd looking the rider up shares one render for this long; while
 * a race of theirs is being scored, LIVE_RESULTS_PAGE_CACHE_SECONDS.
 */
export const PARTICIPANT_PAGE_CACHE_SECONDS = 30;

/**
 * Tells the page cache in front of the app (server/page-cache.mjs, docs/decisions/015 and 030)
 * that this answer may be kept and served to other visitors for `seconds`, then served stale for
 * `staleSeconds` while it is rendered again. Only for pages whose HTML depends on nothing but the
 * URL: public data, no session, no per-visitor content (the shell's account entry loads in the
 * browser). The smallest hint of a page wins; `seconds={0}` keeps the page out of the cache.
 */
export function PageCacheHint({ seconds, staleSeconds }: { seconds: number; staleSeconds?: number }) {
  return <meta name="page-cache" content={String(seconds)} {...(staleSeconds === undefined ? {} : { 'data-stale': String(staleSeconds) })} />;
}

/**
 * The hint of the public pages (home, content, calendar, events, promoters, organisations,
 * series: the `shared` routes of server/config.mjs), rendered by the main layout for them.
 */
export async function SharedPageHint() {
  const path = (await headers()).get('x-pathname') ?? '/';
  return isSharedPagePath(path) ? <PageCacheHint seconds={SHARED_PAGE_CACHE.seconds} staleSeconds={SHARED_PAGE_CACHE.staleSeconds} /> : null;
}
