import type { IncomingMessage, ServerResponse } from 'node:http';

/** Types of server/page-cache.mjs (plain JavaScript: it runs before and outside the Next build). */
export type TPageCacheRoute = { path: RegExp; query: string[] | null };
export type TRenderRequest = { url: string; headers: Record<string, string> };
export type TPageCacheOptions = {
  /** Public pages looked at (after the base path and language prefix), with the query parameters each reads (null: all). */
  routes: TPageCacheRoute[];
  /** Cookies of a sign-in session: such a visitor always goes to the app. */
  sessionCookies?: string[];
  /** Renders a page as a cookie-less visitor would, through the server (the cache keeps the answer). */
  render: (request: TRenderRequest) => Promise<void>;
  /** The secret that marks the cache's own render requests (header `x-page-cache-render`). */
  renderToken: string;
  /** How long visitors wait for a render before the app answers them itself. */
  waitMs?: number;
  /** How long a page found not storable goes straight to the app. */
  uncacheableMs?: number;
  locales: string[];
  defaultLocale: string;
  localeCookie: string;
  localeCookieMaxAge: number;
  basePath: string;
  maxEntries?: number;
  maxBytes?: number;
  maxTtlSeconds?: number;
  maxBodyBytes?: number;
  now?: () => number;
};

export type TPageCache = {
  handle(req: IncomingMessage, res: ServerResponse, forward: () => void): boolean;
  readonly stats: { hits: number; stale: number; misses: number; waited: number; renders: number; stored: number; forwarded: number };
  clear(): void;
  readonly size: number;
};

/** A cookie's value, percent-decoded when it decodes (a malformed value is kept as sent). */
export declare function readCookie(header: string | undefined, name: string): string | undefined;
/** Answer from the cache when it can; an error of the cache is logged and the app answers. */
export declare function serveFromCache(cache: Pick<TPageCache, 'handle'> | null, req: IncomingMessage, res: ServerResponse, forward: () => void): boolean;
/** The smallest time to live and stale time of a page's hints, or null (none, or a hint of 0). */
export declare function readHints(html: string): { ttl: number; stale: number } | null;
/** A query as a route reads it: only its parameters (all when null), sorted by name. */
export declare function canonicalQuery(params: URLSearchParams, names: string[] | null): string;
export declare const RENDER_HEADER: string;
export declare function createPageCache(options: TPageCacheOptions): TPageCache;
