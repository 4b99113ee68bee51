// @ts-check
/**
 * What the app and the production server must agree on, declared once: the base path, the
 * languages, the language cookie and the sign-in session cookie's names. Plain JavaScript, so that
 * server.mjs and its modules read it without a build; the app reads it through lib/constants.ts,
 * lib/accounts/config.ts and next.config.ts (its types: server/site.d.mts).
 */

/** Every address of the site is under this path (next.config.ts `basePath`). */
export const BASE_PATH = '/ll';
/** The site's languages, the default first. */
export const LOCALES = ['en', 'es', 'fr'];
/** The language of an address without a language prefix, and of anything in no known language. */
export const DEFAULT_LOCALE = 'en';

/** Language cookie: name and lifetime (31104000 s, the reading used here; see docs/decisions). */
export const LOCALE_COOKIE_NAME = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 31_104_000;

/** The sign-in session cookie's names: `__Host-` needs Secure and Path=/, so it is used only when the site is https. */
export const SESSION_COOKIE_NAME_SECURE = '__Host-ll_session';
export const SESSION_COOKIE_NAME_PLAIN = 'll_session';
/** Both names: a request with either carries a sign-in session (never answered from the page cache). */
export const SESSION_COOKIE_NAMES = [SESSION_COOKIE_NAME_SECURE, SESSION_COOKIE_NAME_PLAIN];
