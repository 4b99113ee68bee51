export { BASE_PATH, DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME, LOCALES, SESSION_COOKIE_NAMES } from './site.mjs';
export type TPageCacheRoute = { path: RegExp; query: string[] | null; shared: boolean };
export declare const PAGE_CACHE_ROUTES: TPageCacheRoute[];
export declare const SHARED_PAGE_CACHE: { seconds: number; staleSeconds: number };
export declare function isSharedPagePath(path: string): boolean;
export declare const ACTION_BODY_LIMIT_BYTES: number;
