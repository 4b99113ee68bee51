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

export declare function negotiateLanguage(header: string | undefined, locales: string[], fallback: string): string;
export declare function createPageCache(options: TPageCacheOptions): TPageCache;
