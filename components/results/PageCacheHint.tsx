import { headers } from 'next/headers';
import { hintAttributes, pageCacheTime, sharedPageTime, type TPageCacheChoice } from '@/server/page-cache-routes.mjs';

/*
 * How a page tells the page cache in front of the app (server/page-cache.mjs, docs/decisions/015,
 * 030 and 058) that its answer may be kept and served to other visitors: a hint in the HTML, made
 * from the one table of server/page-cache-routes.mjs, which the server reads back. Only for pages
 * whose HTML depends on nothing but the URL: public data, no session, no per-visitor content (the
 * shell's account entry loads in the browser). The smallest hint of a page wins; a veto keeps the
 * page out whatever else it says.
 */

/**
 * A page that decides states its choice by name: `route` is its entry in the table, `choice` one
 * of the times the table gives it (a finished race, a race being scored...).
 */
export function PageCacheHint(stated: TPageCacheChoice) {
  return <meta {...hintAttributes(pageCacheTime(stated))} />;
}

/** This answer is not to be shared, whatever else the page says: it shows last good data, say. */
export function PageCacheVeto() {
  return <meta {...hintAttributes(null)} />;
}

/**
 * The hint of the `shared` routes of the table (home, content, calendar, events, promoters,
 * organisations, series), rendered by the main layout for them.
 */
export async function SharedPageHint() {
  const time = sharedPageTime((await headers()).get('x-pathname') ?? '/');
  return time ? <meta {...hintAttributes(time)} /> : null;
}
