// @ts-check
/**
 * Settings of the production server (server.mjs). The base path, the languages and the cookie
 * names are the app's own, declared once in server/site.mjs.
 */
export { BASE_PATH, DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME, LOCALES, SESSION_COOKIE_NAMES } from './site.mjs';

/**
 * Largest server action body (next.config.ts `serverActions.bodySizeLimit`): a waiver's signature
 * and selfie (at most 5 MB) with room to spare. server.mjs refuses a larger one with a 413.
 */
export const ACTION_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
