import type { IncomingMessage, ServerResponse } from 'node:http';

/** Types of server/page-cache.mjs (plain JavaScript: it runs before and outside the Next build). */
export type TPageCacheOptions = {
  paths: RegExp;
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
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  readonly stats: { hits: number; misses: number; stored: number };
  clear(): void;
  readonly size: number;
};

/** A cookie's value, percent-decoded when it decodes (a malformed value is kept as sent). */
export declare function readCookie(header: string | undefined, name: string): string | undefined;
export declare function negotiateLanguage(header: string | undefined, locales: string[], fallback: string): string;
/** Answer from the cache when it can; an error of the cache is logged and the app answers. */
export declare function serveFromCache(cache: Pick<TPageCache, 'handle'> | null, req: IncomingMessage, res: ServerResponse): boolean;
export declare function createPageCache(options: TPageCacheOptions): TPageCache;
