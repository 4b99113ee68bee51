// @ts-check
/**
 * Settings of the production server (server.mjs) that must agree with the app's own constants
 * (lib/constants.ts); tests/server/page-cache.test.ts checks that they do.
 */
export const BASE_PATH = '/ll';
export const LOCALES = ['en', 'es', 'fr'];
export const DEFAULT_LOCALE = 'en';
export const LOCALE_COOKIE_NAME = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 31_104_000;

/** Pages that may carry the page-cache hint: an event's results (?race=) and a race's results. */
export const PAGE_CACHE_PATHS = /^\/ll(?:\/(?:es|fr))?\/(?:results|races)\/\d+$/;
