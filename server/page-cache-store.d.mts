/** Types of server/page-cache-store.mjs (plain JavaScript: it runs before and outside the Next build). */

/** A kept page, plain and (once made) gzipped, with its times (ms since the epoch). */
export type TEntry = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzip: Buffer | null;
  storedAt: number;
  ttl: number;
  stale: number;
  expires: number;
  staleUntil: number;
};

/** The answer of a render, stored or not, for the visitors who waited for it. */
export type TRenderAnswer = { status: number; headers: [string, string][]; body: Buffer; gzip: boolean };

export type TPageCacheStoreOptions = {
  maxEntries?: number;
  maxBytes?: number;
  /** The longest a page is kept, fresh or stale, whatever its hints say (its CSP nonce lives that long). */
  maxTtlSeconds?: number;
  /** How long visitors wait for a render before the app answers them itself. */
  waitMs?: number;
  /** How long a page found not storable goes straight to the app. */
  uncacheableMs?: number;
  now: () => number;
  /** Counted into: renders asked for, pages stored. */
  stats: { renders: number; stored: number };
};

export type TPageCacheStore = {
  lookup(key: string): { entry: TEntry; fresh: boolean } | undefined;
  put(key: string, page: { headers: [string, string][]; body: Buffer; gzip: Buffer | null; ttl: number; stale: number }): void;
  refresh(target: { key: string; url: string }, render: () => Promise<void>): Promise<boolean>;
  get(key: string): TEntry | undefined;
  isUncacheable(key: string): boolean;
  keepAnswer(key: string, answer: TRenderAnswer): void;
  answerOf(key: string): TRenderAnswer | undefined;
  clear(): void;
  readonly size: number;
};

export declare function createPageCacheStore(options: TPageCacheStoreOptions): TPageCacheStore;
