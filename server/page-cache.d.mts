import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TPageCacheKeyOptions } from './page-cache-key.d.mts';
import type { TPageCacheStoreOptions } from './page-cache-store.d.mts';

/** Types of server/page-cache.mjs (plain JavaScript: it runs before and outside the Next build). */
export type TRenderRequest = { url: string; headers: Record<string, string> };
export type TPageCacheOptions = TPageCacheKeyOptions &
  Omit<TPageCacheStoreOptions, 'now' | 'stats'> & {
    /** Renders a page as a cookie-less visitor would, through the server (the cache keeps the answer). */
    render: (request: TRenderRequest) => Promise<void>;
    /** The secret that marks the cache's own render requests (header `x-page-cache-render`). */
    renderToken: string;
    localeCookieMaxAge: number;
    maxBodyBytes?: number;
    now?: () => number;
  };

export type TPageCache = {
  handle(req: IncomingMessage, res: ServerResponse, forward: () => void): boolean;
  readonly stats: { hits: number; stale: number; misses: number; waited: number; renders: number; stored: number; forwarded: number };
  clear(): void;
  readonly size: number;
};

/** Answer from the cache when it can; an error of the cache is logged and the app answers. */
export declare function serveFromCache(cache: Pick<TPageCache, 'handle'> | null, req: IncomingMessage, res: ServerResponse, forward: () => void): boolean;
export declare const RENDER_HEADER: string;
export declare function createPageCache(options: TPageCacheOptions): TPageCache;
