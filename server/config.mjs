// @ts-check
/**
 * Settings of the production server (server.mjs). The base path, the languages and the cookie
 * names are the app's own, declared once in server/site.mjs.
 */
import { LOCALES } from './site.mjs';

export { BASE_PATH, DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME, LOCALES, SESSION_COOKIE_NAMES } from './site.mjs';

/**
 * The public pages the page cache looks at (server/page-cache.mjs, docs/decisions/015 and 030),
 * by path after the base path and the language prefix, with the query parameters each reads (the
 * key keeps only those; null: all). A page is stored only when it renders the page-cache hint: the
 * main layout renders it on the `shared` routes (SHARED_PAGE_CACHE), the results view on its own.
 * tests/server/page-cache-routes.test.ts checks the lists against the pages' own parsers.
 */
export const PAGE_CACHE_ROUTES = [
  // Home and the content pages.
  { path: /^\/?$/, query: [], shared: true },
  { path: /^\/(?:about-us|faqs|rules|sponsors|documents)$/, query: [], shared: true },
  { path: /^\/simple-page(?:\/[^/]+)?$/, query: [], shared: true },
  { path: /^\/news$/, query: ['page'], shared: true },
  { path: /^\/news\/[^/]+$/, query: [], shared: true },
  // The calendar, events, promoters, organisations, series.
  { path: /^\/event-calendar$/, query: ['view', 'date', 'from', 'to', 'promoter', 'series', 'page'], shared: true },
  { path: /^\/events(?:\/\d+)?$/, query: ['page'], shared: true },
  { path: /^\/promoters(?:\/events)?(?:\/\d+)?$/, query: ['tab'], shared: true },
  { path: /^\/organizations(?:\/[^/]+){0,3}$/, query: null, shared: true },
  { path: /^\/series(?:\/\d+)?$/, query: null, shared: true },
  // Results (an event's, with ?race=, and a race's): the results view says how long (finished: long, live: seconds).
  { path: /^\/(?:results|races)\/\d+$/, query: ['race', 'view', 'class', 'group', 'team', 'brand', 'q', 'page', 'rider'], shared: false },
  // A rider's trackside participant view: the page says how long (a race being scored: seconds).
  { path: /^\/liveonlivelaps\/\d+$/, query: ['tab'], shared: false },
];

/** How long the `shared` routes' pages may be shared (seconds), and served stale while one render refreshes them. */
export const SHARED_PAGE_CACHE = { seconds: 60, staleSeconds: 300 };

/**
 * Whether a path (after the base path, with or without a language prefix) is one of the `shared`
 * routes, whose pages the main layout marks as shareable (components/results/PageCacheHint.tsx).
 * @param {string} path
 */
export function isSharedPagePath(path) {
  const first = path.split('/')[1] ?? '';
  const rest = LOCALES.includes(first) ? path.slice(first.length + 1) : path;
  return PAGE_CACHE_ROUTES.some((route) => route.shared && route.path.test(rest));
}

/**
 * Largest server action body (next.config.ts `serverActions.bodySizeLimit`): a waiver's signature
 * and selfie (at most 5 MB) with room to spare. server.mjs refuses a larger one with a 413.
 */
export const ACTION_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
