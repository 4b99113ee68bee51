// @ts-check
import { LOCALES } from './config.mjs';

/**
 * What the page cache may share, declared once (docs/decisions/015, 030, 049 and 058): per route,
 * its path (after the base path and the language prefix), the query parameters its pages read (the
 * cache key keeps only those; null: all), and its policy:
 * - `shared`: every page of the route may be shared for `seconds`, then served stale for
 *   `staleSeconds` more while one render refreshes it; the main layout states it
 *   (components/results/PageCacheHint.tsx `SharedPageHint`).
 * - `page`: the page decides, answer by answer, by naming one of the route's `choices`
 *   (`PageCacheHint route=… choice=…`): a finished race is not a race being scored.
 *
 * The server keys and stores by this table (server/page-cache.mjs); the pages state their choice by
 * its names, and the hint they render is made here from its times (`hintAttributes`) and read here
 * (`readHints`), so no time is written anywhere else. Any answer may still veto sharing (a page
 * showing last good data): a hint of 0 wins over every other.
 * tests/server/page-cache-routes.test.ts holds the query lists to the pages' own parsers;
 * tests/server/page-cache-table.test.tsx holds every route to the pages that state it.
 */

/** @typedef {import('./page-cache-routes.d.mts').TCacheTime} TCacheTime */
/** @typedef {import('./page-cache-routes.d.mts').TPageCacheRoute} TPageCacheRoute */
/** @typedef {import('./page-cache-routes.d.mts').TPageCacheChoice} TPageCacheChoice */

/**
 * Home, content, calendar, events, promoters, organisations, series: a minute, then up to five
 * minutes more while one render refreshes it. What an organiser changed shows at once for them
 * (signed in, they always get the app), for everyone else within that time.
 * @type {TPageCacheRoute['policy']}
 */
const SHARED = { kind: 'shared', seconds: 60, staleSeconds: 300 };

/**
 * A race being scored, on its results page or a rider's participant view: a new visitor's first
 * view is at most this old (the page then follows the race live), and never served stale.
 * @type {TCacheTime}
 */
const LIVE = { seconds: 2, staleSeconds: 0 };

/** @type {readonly TPageCacheRoute[]} */
export const PAGE_CACHE_ROUTES = [
  // Home and the content pages.
  { name: 'home', path: /^\/?$/, query: [], policy: SHARED },
  { name: 'content', path: /^\/(?:about-us|faqs|rules|sponsors|documents)$/, query: [], policy: SHARED },
  { name: 'simple-page', path: /^\/simple-page(?:\/[^/]+)?$/, query: [], policy: SHARED },
  { name: 'news', path: /^\/news$/, query: ['page'], policy: SHARED },
  { name: 'news-item', path: /^\/news\/[^/]+$/, query: [], policy: SHARED },
  // The calendar, events, promoters, organisations, series.
  { name: 'calendar', path: /^\/event-calendar$/, query: ['view', 'date', 'from', 'to', 'promoter', 'series', 'page'], policy: SHARED },
  { name: 'events', path: /^\/events(?:\/\d+)?$/, query: ['page'], policy: SHARED },
  { name: 'promoters', path: /^\/promoters(?:\/events)?(?:\/\d+)?$/, query: ['tab'], policy: SHARED },
  { name: 'organizations', path: /^\/organizations(?:\/[^/]+){0,3}$/, query: null, policy: SHARED },
  { name: 'series', path: /^\/series(?:\/\d+)?$/, query: null, policy: SHARED },
  // Results (an event's, with ?race=, and a race's): a finished race no longer changes (an
  // official's correction shows within the time); a race being scored is shared for seconds.
  {
    name: 'results',
    path: /^\/(?:results|races)\/\d+$/,
    query: ['race', 'view', 'class', 'group', 'team', 'brand', 'q', 'page', 'rider'],
    policy: { kind: 'page', choices: { finished: { seconds: 600, staleSeconds: 600 }, live: LIVE } },
  },
  // A rider's trackside participant view: its results and points change when a race of theirs is
  // copied again, so a crowd looking the rider up shares one render (decision 049); while a race
  // of theirs is being scored, as a live race's page.
  {
    name: 'participant',
    path: /^\/liveonlivelaps\/\d+$/,
    query: ['tab'],
    policy: { kind: 'page', choices: { quiet: { seconds: 30, staleSeconds: 30 }, live: LIVE } },
  },
];

/**
 * The route of a path (after the base path and the language prefix), or undefined: the first of
 * `routes` (the table, or a test's) whose path matches. The server keys by it; the layout states
 * the shared time by it.
 * @template {{ path: RegExp }} TRoute
 * @param {readonly TRoute[]} routes
 * @param {string} path
 * @returns {TRoute | undefined}
 */
export function findPageCacheRoute(routes, path) {
  return routes.find((route) => route.path.test(path));
}

/**
 * The time of a `shared` route's page, by path (after the base path, with or without a language
 * prefix), or null for any other page: what the main layout states.
 * @param {string} path
 * @returns {TCacheTime | null}
 */
export function sharedPageTime(path) {
  const first = path.split('/')[1] ?? '';
  const rest = LOCALES.includes(first) ? path.slice(first.length + 1) : path;
  const route = findPageCacheRoute(PAGE_CACHE_ROUTES, rest);
  return route?.policy.kind === 'shared' ? { seconds: route.policy.seconds, staleSeconds: route.policy.staleSeconds } : null;
}

/**
 * Whether a path (after the base path, with or without a language prefix) is one of the `shared`
 * routes, whose pages the main layout marks as shareable.
 * @param {string} path
 */
export function isSharedPagePath(path) {
  return sharedPageTime(path) !== null;
}

/**
 * The time a page states by naming its route and one of that route's choices.
 * @param {TPageCacheChoice} stated
 * @returns {TCacheTime}
 */
export function pageCacheTime({ route: name, choice }) {
  const route = PAGE_CACHE_ROUTES.find((r) => r.name === name);
  const choices = route?.policy.kind === 'page' ? route.policy.choices : {};
  const time = Object.hasOwn(choices, choice) ? choices[choice] : undefined;
  if (!time) throw new Error(`The page cache table has no choice "${choice}" for the route "${name}"`);
  return time;
}

/**
 * The hint a page renders, `<meta name="page-cache" content="SECONDS" data-stale="SECONDS"/>`, as
 * `hintAttributes` makes it and React writes it (attributes in that order).
 */
const HINT_NAME = 'page-cache';
const HINT = /<meta name="page-cache" content="(\d+)"(?: data-stale="(\d+)")?\s*\/?>/g;

/**
 * The attributes of the `<meta>` a page renders to state a time, or, for null, to veto sharing
 * (a hint of 0: the answer is never kept, whatever else the page says).
 * @param {TCacheTime | null} time
 * @returns {{ name: string; content: string; 'data-stale'?: string }}
 */
export function hintAttributes(time) {
  if (time === null) return { name: HINT_NAME, content: '0' };
  return { name: HINT_NAME, content: String(time.seconds), 'data-stale': String(time.staleSeconds) };
}

/**
 * The hints of a page as the server reads them: the smallest time to live and stale time, or null
 * when the page carries none or a hint of 0.
 * @param {string} html
 * @returns {{ ttl: number; stale: number } | null}
 */
export function readHints(html) {
  let ttl = Infinity;
  let stale = Infinity;
  for (const match of html.matchAll(HINT)) {
    const seconds = Number(match[1]);
    ttl = Math.min(ttl, seconds);
    stale = Math.min(stale, match[2] === undefined ? seconds : Number(match[2]));
  }
  if (!(ttl > 0) || ttl === Infinity) return null;
  return { ttl, stale: stale === Infinity ? ttl : stale };
}
