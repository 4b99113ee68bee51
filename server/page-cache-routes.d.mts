/** Types of server/page-cache-routes.mjs (plain JavaScript: server.mjs reads it outside the Next build, the pages import it too). */

/** How long an answer may be shared (seconds), then served stale while one render refreshes it. */
export type TCacheTime = { readonly seconds: number; readonly staleSeconds: number };

/** Every page of the route is shared for one time, stated by the main layout. */
export type TSharedPolicy = { readonly kind: 'shared' } & TCacheTime;
/** The page decides, answer by answer, by naming one of the route's choices. */
export type TPagePolicy = { readonly kind: 'page'; readonly choices: Readonly<Record<string, TCacheTime>> };

export type TPageCacheRoute = {
  /** What a page names to state its choice (and what tests and records call the route). */
  readonly name: string;
  /** The path after the base path and the language prefix. */
  readonly path: RegExp;
  /** The query parameters its pages read: the cache key keeps only those (null: all). */
  readonly query: readonly string[] | null;
  readonly policy: TSharedPolicy | TPagePolicy;
};

/**
 * The routes whose page decides, with the names of their choices: what a page may state
 * (tests/server/page-cache-table.test.tsx holds these to the table).
 */
export type TPageChoices = {
  results: 'finished' | 'live';
  participant: 'quiet' | 'live';
};

/** A route whose page decides, and one of its choices. */
export type TPageCacheChoice = { [R in keyof TPageChoices]: { route: R; choice: TPageChoices[R] } }[keyof TPageChoices];

export declare const PAGE_CACHE_ROUTES: readonly TPageCacheRoute[];
/** The first of `routes` whose path matches (a path after the base path and the language prefix). */
export declare function findPageCacheRoute<TRoute extends { path: RegExp }>(routes: readonly TRoute[], path: string): TRoute | undefined;
/** The time of a `shared` route's page, by path (with or without a language prefix), or null. */
export declare function sharedPageTime(path: string): TCacheTime | null;
export declare function isSharedPagePath(path: string): boolean;
/** The time a page states by naming its route and one of that route's choices. */
export declare function pageCacheTime(stated: TPageCacheChoice): TCacheTime;
/** The attributes of the hint's `<meta>`: a time, or for null the veto (a hint of 0). */
export declare function hintAttributes(time: TCacheTime | null): { name: string; content: string; 'data-stale'?: string };
/** The smallest time to live and stale time of a page's hints, or null (none, or a hint of 0). */
export declare function readHints(html: string): { ttl: number; stale: number } | null;
