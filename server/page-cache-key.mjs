// @ts-check
import { findPageCacheRoute } from './page-cache-routes.mjs';
import { preferredLocale } from './accept-language.mjs';

/**
 * Which requests the page cache (server/page-cache.mjs) may answer, and under which key: the
 * route's path and query (server/page-cache-routes.mjs), the language the app would answer in,
 * the request's method, headers and cookies.
 * - Only GET/HEAD of the table's routes, without a React Server Components header (client
 *   navigations fetch a different payload), range or conditional parts, and without a sign-in
 *   session cookie (a signed-in visitor always gets the app: what they just changed shows).
 * - The key is the host, the path and the query parameters the route reads (sorted); any other
 *   parameter is dropped, so `?x=1`, `?x=2`... are one entry and cannot push useful ones out.
 * - The language: an unprefixed (English) path is answered from the cache only when the request
 *   would not be redirected to /es or /fr (cookie i18n_redirected, else Accept-Language); a
 *   /es or /fr path only when the cookie is absent or agrees. Anything unsure goes to the app.
 */

/** @typedef {import('./page-cache-key.d.mts').TPageCacheKeyOptions} TPageCacheKeyOptions */

/**
 * The query of a URL as a route reads it: only its parameters (all when `names` is null), sorted
 * by name, values in their order.
 * @param {URLSearchParams} params @param {readonly string[] | null} names
 */
export function canonicalQuery(params, names) {
  const kept = [...params].filter(([name]) => names === null || names.includes(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(kept).toString();
}

/**
 * A cookie's value, percent-decoded when it decodes. A malformed value (`%E0%A4%A`) is kept as
 * sent: it then names no language, so the request goes to the app, which never throws on it.
 * @param {string | undefined} header @param {string} name
 */
export function readCookie(header, name) {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return safeDecode(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** @param {string} value */
function safeDecode(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** @param {TPageCacheKeyOptions} options */
export function createPageCacheKeys(options) {
  const sessionCookies = options.sessionCookies ?? [];

  const prefixOf = (/** @type {string} */ pathname) => {
    const rest = pathname.slice(options.basePath.length);
    const segment = rest.split('/')[1] ?? '';
    return options.locales.includes(segment) && segment !== options.defaultLocale ? segment : null;
  };

  /** The language of an address: its prefix, else the default one. */
  const localeOf = (/** @type {string} */ url) => prefixOf(url.split('?')[0] ?? '') ?? options.defaultLocale;

  /** Whether the app would answer this request with the page itself (not a language redirect). */
  const servesAsIs = (/** @type {import('node:http').IncomingMessage} */ req, /** @type {string} */ pathname) => {
    const cookie = readCookie(req.headers.cookie, options.localeCookie);
    const prefix = prefixOf(pathname);
    if (prefix) return cookie === undefined || cookie === prefix;
    if (cookie !== undefined) return cookie === options.defaultLocale;
    const accept = req.headers['accept-language'];
    return (preferredLocale(Array.isArray(accept) ? accept[0] : accept, options.locales, options.defaultLocale) ?? options.defaultLocale) === options.defaultLocale;
  };

  /** The route of a path (base path and language prefix taken off), or undefined. */
  const routeOf = (/** @type {string} */ pathname) => {
    if (!pathname.startsWith(options.basePath)) return undefined;
    const rest = pathname.slice(options.basePath.length);
    const prefix = prefixOf(pathname);
    const path = prefix ? rest.slice(prefix.length + 1) : rest;
    return findPageCacheRoute(options.routes, path);
  };

  /** Whether the request carries a sign-in session. */
  const signedIn = (/** @type {import('node:http').IncomingMessage} */ req) => sessionCookies.some((name) => readCookie(req.headers.cookie, name) !== undefined);

  /**
   * The cache key of a request and the address the cache renders for it (`url`: the path and the
   * query the route reads), or null when the request may not use the cache.
   * @param {import('node:http').IncomingMessage} req
   * @returns {{ key: string; url: string } | null}
   */
  const keyOf = (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const raw = req.url ?? '';
    const q = raw.indexOf('?');
    const pathname = q < 0 ? raw : raw.slice(0, q);
    const route = routeOf(pathname);
    if (!route) return null;
    const h = req.headers;
    if (h.rsc || h['next-router-state-tree'] || h['next-action'] || h.range || h['if-match'] || h['if-range']) return null;
    if (signedIn(req) || !servesAsIs(req, pathname)) return null;
    const query = canonicalQuery(new URLSearchParams(q < 0 ? '' : raw.slice(q + 1)), route.query);
    const url = query ? `${pathname}?${query}` : pathname;
    return { key: `${String(h.host ?? '').toLowerCase()} ${url}`, url };
  };

  return { keyOf, routeOf, localeOf };
}
