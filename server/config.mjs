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
/** The sign-in session cookie's names (lib/accounts/config.ts): a signed-in visitor is never answered from the page cache. */
export const SESSION_COOKIE_NAMES = ['__Host-ll_session', 'll_session'];

/**
 * Largest server action body (next.config.ts `serverActions.bodySizeLimit`): a waiver's signature
 * and selfie (at most 5 MB) with room to spare. server.mjs refuses a larger one with a 413.
 */
export const ACTION_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
