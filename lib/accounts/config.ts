import { SESSION_COOKIE_NAME_PLAIN, SESSION_COOKIE_NAME_SECURE } from '../../server/site.mjs';

/**
 * Sign-in session and reset-link settings in one place (docs/decisions/010-sessions-and-cookie.md).
 */

/** A session ends after 30 minutes without a request (sliding). */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** A session ends 12 hours after sign-in, however active (absolute). */
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most once a minute, so reads do not turn every request into a write. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * Cookie names: `__Host-` needs Secure and Path=/, so it is used only when the site is https.
 * Declared with the production server's settings (server/site.mjs), which must know them too.
 */
export { SESSION_COOKIE_NAME_PLAIN, SESSION_COOKIE_NAME_SECURE } from '../../server/site.mjs';

export type TSessionCookieOptions = {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  /** Seconds: the absolute timeout; the server still checks both timeouts on every request. */
  maxAge: number;
};

/** Name and attributes of the session cookie for a site origin (SITE_URL). */
export function sessionCookieFor(siteUrl: string): { name: string; options: TSessionCookieOptions } {
  const secure = new URL(siteUrl).protocol === 'https:';
  return {
    name: secure ? SESSION_COOKIE_NAME_SECURE : SESSION_COOKIE_NAME_PLAIN,
    options: {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: Math.floor(SESSION_ABSOLUTE_TIMEOUT_MS / 1000),
    },
  };
}
