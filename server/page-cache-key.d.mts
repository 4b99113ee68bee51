import type { IncomingMessage } from 'node:http';

/** Types of server/page-cache-key.mjs (plain JavaScript: it runs before and outside the Next build). */
export type TPageCacheKeyRoute = { path: RegExp; query: readonly string[] | null };
export type TPageCacheKeyOptions = {
  /** Public pages looked at (after the base path and language prefix), with the query parameters each reads (null: all). */
  routes: readonly TPageCacheKeyRoute[];
  /** Cookies of a sign-in session: such a visitor always goes to the app. */
  sessionCookies?: string[];
  locales: string[];
  defaultLocale: string;
  localeCookie: string;
  basePath: string;
};

export type TPageCacheKeys = {
  /** The cache key of a request and the address the cache renders for it, or null when it may not use the cache. */
  keyOf(req: IncomingMessage): { key: string; url: string } | null;
  /** The route of a path (with the base path and any language prefix), or undefined. */
  routeOf(pathname: string): TPageCacheKeyRoute | undefined;
  /** The language of an address: its prefix, else the default one. */
  localeOf(url: string): string;
};

/** A cookie's value, percent-decoded when it decodes (a malformed value is kept as sent). */
export declare function readCookie(header: string | undefined, name: string): string | undefined;
/** A query as a route reads it: only its parameters (all when null), sorted by name. */
export declare function canonicalQuery(params: URLSearchParams, names: readonly string[] | null): string;
export declare function createPageCacheKeys(options: TPageCacheKeyOptions): TPageCacheKeys;
