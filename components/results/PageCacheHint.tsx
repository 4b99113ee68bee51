/** How long a finished race's result page may be shared from the page cache (seconds). */
export const FINISHED_RESULTS_PAGE_CACHE_SECONDS = 60;

/**
 * Tells the page cache in front of the app (server/page-cache.mjs, docs/decisions/015) that this
 * answer may be kept and served to other visitors for `seconds`. Only for pages whose HTML depends
 * on nothing but the URL: public data, no session, no per-visitor content (the shell's account
 * entry loads in the browser).
 */
export function PageCacheHint({ seconds }: { seconds: number }) {
  return <meta name="page-cache" content={String(seconds)} />;
}
