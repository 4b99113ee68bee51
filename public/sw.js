/*
 * The site's service worker (served at /ll/sw.js, scope /ll/), registered by
 * components/pwa/ServiceWorker.tsx. Plain JavaScript, no library. It keeps pages readable at a
 * track with a weak or no signal; docs/decisions/018-installable-offline.md explains the choices.
 *
 * - Pages (navigations): network first; after TIMEOUT_MS a stored copy answers if there is one
 *   (the network answer still refreshes the copy when it comes). Copies go to the pages cache with
 *   the header x-sw-cached-at. Offline without a copy: /ll/offline.html.
 * - Static files (/_next/static, theme.css?v=, icons): cache first; their URLs change with their
 *   content.
 * - Two read-only APIs (race results, racer search): network first, the stored copy offline.
 * - Never cached: anything but GET, other APIs, account pages, and Next's RSC requests (client
 *   navigations and prefetches). An RSC request that fails offline makes Next fall back to a full
 *   page load, which this worker answers from the pages cache: so client navigation works offline
 *   for every page that has a copy, without storing RSC payloads (they depend on the router state
 *   sent in headers, and a stale one would mix with fresh ones).
 * - A copy served from a cache carries `Server-Timing: sw-cache;desc="<stored time>"`, which the
 *   page reads from performance.getEntriesByType('navigation') (lib/pwa/snapshot.ts) to show
 *   "Offline — as of HH:MM".
 *
 * The classification (classify, isStorable) is pure and tested by loading this file into a VM
 * context (tests/pwa/sw.test.ts). Bump VERSION when the caching rules change: activate deletes the
 * caches of other versions.
 */

const VERSION = 'v1';
const BASE = '/ll';
const CACHE_PREFIX = 'll-';
const PAGES_CACHE = `${CACHE_PREFIX}pages-${VERSION}`;
const STATIC_CACHE = `${CACHE_PREFIX}static-${VERSION}`;
const API_CACHE = `${CACHE_PREFIX}api-${VERSION}`;
const CACHED_AT_HEADER = 'x-sw-cached-at';
const SERVER_TIMING_NAME = 'sw-cache';

/** Wait this long for the network before answering a stored copy. */
const TIMEOUT_MS = 4000;
const MAX_PAGES = 60;
const MAX_API = 60;
const MAX_STATIC = 300;
/** A 'cache-urls' message refetches a page only when its copy is older than this. */
const REFRESH_AFTER_MS = 2 * 60 * 1000;
const MAX_MESSAGE_URLS = 60;

const OFFLINE_PAGE = `${BASE}/offline.html`;
/**
 * The manifest's start_url. The server redirects it to /ll, which is outside the scope /ll/: the
 * worker answers it with the home page itself (in the visitor's language), so the installed app
 * opens inside the scope, offline too.
 */
const START_PATH = `${BASE}/`;
/** The trackside racer lookup in each language; may not exist yet: a failed fetch is skipped. */
const PRECACHE_PAGES = [START_PATH, `${BASE}/liveonlivelaps`, `${BASE}/es/liveonlivelaps`, `${BASE}/fr/liveonlivelaps`];

const STATIC_PATH = /^\/ll\/(?:_next\/static\/|theme\.css$|icons\/)/;
const API_CACHED_PATH = /^\/ll\/api\/(?:races\/\d+\/results|racers\/search)$/;
/** Pages of accounts, purchases and waivers: personal, never stored (any language prefix). */
const PRIVATE_PAGE_PATH =
  /^\/ll(?:\/(?:en|es|fr))?\/(?:login|account|registration|spectator|waiver|payments|resetPassword|forgotPassword|outbox|thank-you-page|organiser)(?:\/|$)/i;

/**
 * How to answer a request: 'bypass' (the worker does not touch it), 'page' (network first, pages
 * cache), 'private-page' (network only, the offline page when it fails), 'static' (cache first) or
 * 'api' (network first, API cache). `headers` needs only get(name).
 */
function classify(method, url, mode, headers, origin) {
  if (method !== 'GET') return 'bypass'; // server actions, forms, HEAD
  const u = new URL(url);
  if (u.origin !== origin || !u.pathname.startsWith(`${BASE}/`)) return 'bypass';
  // React Server Components requests of client navigations and prefetches.
  if (headers.get('RSC') || headers.get('Next-Router-Prefetch') || headers.get('Next-Router-State-Tree') || u.searchParams.has('_rsc')) return 'bypass';
  if (u.pathname === '/ll/sw.js') return 'bypass';
  if (STATIC_PATH.test(u.pathname)) return 'static';
  if (u.pathname.startsWith(`${BASE}/api/`)) return API_CACHED_PATH.test(u.pathname) ? 'api' : 'bypass';
  if (mode === 'navigate') return PRIVATE_PAGE_PATH.test(u.pathname) ? 'private-page' : 'page';
  return 'bypass';
}

/**
 * Whether an answer may be stored: a complete 200 from this site that was not redirected, and not
 * a private answer (no-store with a cookie; browsers hide Set-Cookie from workers, so the account
 * page rule above is what really keeps personal pages out). Pages must be HTML.
 */
function isStorable(response, kind) {
  if (!response || response.status !== 200 || response.redirected) return false;
  if (response.type !== 'basic' && response.type !== 'default') return false;
  const cacheControl = (response.headers.get('Cache-Control') || '').toLowerCase();
  if (cacheControl.includes('no-store') && response.headers.has('Set-Cookie')) return false;
  if (kind === 'page') return (response.headers.get('Content-Type') || '').includes('text/html');
  return true;
}

/** The copy to store: the body with x-sw-cached-at, without cookies or transport headers. */
async function stamp(response, now) {
  const headers = new Headers(response.headers);
  for (const name of ['Set-Cookie', 'Content-Length', 'Content-Encoding', 'Vary', 'Server-Timing']) headers.delete(name);
  headers.set(CACHED_AT_HEADER, new Date(now).toISOString());
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

/** A stored copy as an answer, marked for the page (Server-Timing is readable by its scripts). */
function served(copy) {
  const headers = new Headers(copy.headers);
  headers.set('Server-Timing', `${SERVER_TIMING_NAME};desc="${copy.headers.get(CACHED_AT_HEADER) || ''}"`);
  return new Response(copy.body, { status: copy.status, statusText: copy.statusText, headers });
}

/** The cache key: the URL without its fragment. */
function cacheKey(url) {
  const u = new URL(url);
  u.hash = '';
  return u.href;
}

/** Keep at most `max` entries; keys() lists them oldest first (put() moves an entry to the end). */
async function trim(cache, max) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

async function store(cacheName, key, response, max) {
  const cache = await caches.open(cacheName);
  await cache.put(key, await stamp(response, Date.now()));
  await trim(cache, max);
}

/** The static files a page's HTML names (scripts, styles, the theme sheet, its chunks in the RSC data). */
function assetUrls(html) {
  const found = html.match(/\/ll\/(?:_next\/static\/[^"'\\\s<>)]+|theme\.css\?v=[\w-]+)/g) || [];
  return [...new Set(found)];
}

/**
 * Store a page fetched in the background (install, 'cache-urls') and the static files it needs,
 * which the browser never asked for: without them the stored page would show without its scripts.
 */
async function storePage(key, response) {
  const html = await response.clone().text();
  await store(PAGES_CACHE, key, response, MAX_PAGES);
  const cache = await caches.open(STATIC_CACHE);
  for (const path of assetUrls(html)) {
    const url = absolute(path);
    if (await cache.match(url)) continue;
    const asset = await fetch(url).catch(() => null);
    if (asset && isStorable(asset, 'static')) await cache.put(url, asset);
  }
  await trim(cache, MAX_STATIC);
}

async function storedCopy(cacheName, key) {
  const cache = await caches.open(cacheName);
  return cache.match(key, { ignoreVary: true });
}

/** A site path as an absolute URL: the cache keys. */
function absolute(path) {
  return new URL(path, self.location.origin).href;
}

async function offlinePage() {
  const page = await caches.match(absolute(OFFLINE_PAGE), { ignoreSearch: true });
  return page || new Response('Offline', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * A page from the network: the request itself, or for the start URL the home page it redirects to
 * (the redirect, to /ll or a language's home, is followed and dropped: a navigation may not be
 * answered with a redirected response).
 */
function fetchPage(request) {
  const url = new URL(typeof request === 'string' ? request : request.url);
  if (url.pathname !== START_PATH) return typeof request === 'string' ? fetch(request, { credentials: 'same-origin' }) : fetch(request);
  return fetch(`${BASE}${url.search}`, { credentials: 'same-origin' }).then((r) =>
    r.redirected ? new Response(r.body, { status: r.status, statusText: r.statusText, headers: r.headers }) : r,
  );
}

/** Network first; the stored copy after TIMEOUT_MS, on a network error or a gateway error. */
function networkFirst(event, cacheName, kind, max) {
  const key = cacheKey(event.request.url);
  const network = kind === 'page' ? fetchPage(event.request) : fetch(event.request);
  // Registered first, so the copy is cloned before the page reads the body.
  event.waitUntil(
    network.then((response) => (isStorable(response, kind) ? store(cacheName, key, response.clone(), max) : undefined)).catch(() => undefined),
  );
  let settled = false;
  const slow = new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS))
    .then(() => (settled ? undefined : storedCopy(cacheName, key)))
    // Without a copy, keep waiting for the network: a slow answer beats none.
    .then((copy) => (copy ? served(copy) : network));
  slow.catch(() => undefined);
  return Promise.race([network, slow])
    .then(async (response) => {
      if (response.status >= 502 && response.status <= 504) {
        const copy = await storedCopy(cacheName, key);
        if (copy) return served(copy);
      }
      return response;
    })
    .catch(async () => {
      const copy = await storedCopy(cacheName, key);
      if (copy) return served(copy);
      if (kind === 'page') return offlinePage();
      return Response.error();
    })
    .finally(() => {
      settled = true;
    });
}

async function cacheFirst(event) {
  const key = cacheKey(event.request.url);
  const cache = await caches.open(STATIC_CACHE);
  const hit = await cache.match(key, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(event.request);
  if (isStorable(response, 'static')) {
    event.waitUntil(cache.put(key, response.clone()).then(() => trim(cache, MAX_STATIC)));
  }
  return response;
}

/** Fetch and store pages (followed riders) and static files the page names; one at a time. */
async function cacheUrls(urls) {
  const origin = self.location.origin;
  const none = { get: () => null };
  for (const raw of urls.slice(0, MAX_MESSAGE_URLS)) {
    try {
      if (typeof raw !== 'string') continue;
      const key = cacheKey(new URL(raw, origin).href);
      if (classify('GET', key, 'navigate', none, origin) === 'page') {
        const copy = await storedCopy(PAGES_CACHE, key);
        const age = copy ? Date.now() - Date.parse(copy.headers.get(CACHED_AT_HEADER) || '') : Infinity;
        if (age < REFRESH_AFTER_MS) continue;
        const response = await fetchPage(key);
        if (isStorable(response, 'page')) await storePage(key, response);
      } else if (classify('GET', key, 'no-cors', none, origin) === 'static') {
        const cache = await caches.open(STATIC_CACHE);
        if (await cache.match(key)) continue;
        const response = await fetch(key);
        if (isStorable(response, 'static')) await cache.put(key, response);
      }
    } catch {
      // offline or refused: skip this one
    }
  }
}

self.addEventListener('install', (event) => {
  // A new version takes over at once: its rules only decide what is cached.
  self.skipWaiting();
  event.waitUntil(
    Promise.allSettled([
      fetch(OFFLINE_PAGE, { cache: 'reload' }).then((r) => (r.ok ? caches.open(STATIC_CACHE).then((c) => c.put(absolute(OFFLINE_PAGE), r)) : undefined)),
      ...PRECACHE_PAGES.map((path) =>
        fetchPage(absolute(path)).then((r) => (isStorable(r, 'page') ? storePage(absolute(path), r) : undefined)),
      ),
    ]),
  );
});

self.addEventListener('activate', (event) => {
  const current = [PAGES_CACHE, STATIC_CACHE, API_CACHE];
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX) && !current.includes(n)).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const kind = classify(request.method, request.url, request.mode, request.headers, self.location.origin);
  if (kind === 'page') event.respondWith(networkFirst(event, PAGES_CACHE, 'page', MAX_PAGES));
  else if (kind === 'api') event.respondWith(networkFirst(event, API_CACHE, 'api', MAX_API));
  else if (kind === 'static') event.respondWith(cacheFirst(event));
  else if (kind === 'private-page') event.respondWith(fetch(request).catch(() => offlinePage()));
  // 'bypass': no respondWith, the browser goes to the network as if there were no worker.
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (data && data.type === 'cache-urls' && Array.isArray(data.urls)) event.waitUntil(cacheUrls(data.urls));
});
