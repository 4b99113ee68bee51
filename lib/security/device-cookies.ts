import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { BASE_PATH } from '../constants';
import type { TDatabase } from '../db/open';
import { appKey } from './signed-links';

/**
 * Device cookies (OWASP Authentication Cheat Sheet, "Slow brute force": device cookies;
 * docs/decisions/051): a browser that signed in to an account gets a cookie that lets its later
 * attempts on that account past the account-wide cap of untrusted attempts, onto an allowance of
 * its own (lib/accounts/authenticate.ts).
 *
 * The value is `{subject}.{nonce}.{signature}`: the subject is the hashed email of the account
 * (`hashIdentifier`, 32 hex digits, the key of the account's limits), the nonce 128 random bits
 * naming this browser, the signature an HMAC-SHA256 of both with the app key `device-cookie`
 * (`app_keys`, made by the first server that needs it, shared by all; lib/security/signed-links.ts),
 * cut to 128 bits; nonce and signature in base64url. Only the app can make one; anything else
 * (changed, malformed, another account's) is simply not a device cookie. Nothing is stored per
 * cookie. It is no credential: it only chooses which limit an attempt counts against.
 */

/** The name of the key in `app_keys`. Deleting that row (and restarting the servers) voids every device cookie. */
export const DEVICE_COOKIE_KEY_NAME = 'device-cookie';
/** A year: the browser stays known as long as it signs in now and then (each sign-in renews it). */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** `__Secure-` needs the Secure attribute (an https site); `__Host-` would also need Path=/. */
export const DEVICE_COOKIE_NAME_SECURE = '__Secure-ll_device';
export const DEVICE_COOKIE_NAME_PLAIN = 'll_device';

const NONCE_BYTES = 16;
const SIGNATURE_BYTES = 16;
const COOKIE_PATTERN = /^([0-9a-f]{32})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;

export type TDeviceCookieOptions = {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  /** The app's base path: the sign-in forms post below it, no other app on the host sees it. */
  path: string;
  maxAge: number;
};

/** Name and attributes of the device cookie for a site origin (SITE_URL). */
export function deviceCookieFor(siteUrl: string): { name: string; options: TDeviceCookieOptions } {
  const secure = new URL(siteUrl).protocol === 'https:';
  return {
    name: secure ? DEVICE_COOKIE_NAME_SECURE : DEVICE_COOKIE_NAME_PLAIN,
    options: { httpOnly: true, sameSite: 'lax', secure, path: BASE_PATH, maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS },
  };
}

const signatureOf = (key: Buffer, subject: string, nonce: string) =>
  createHmac('sha256', key).update(`${DEVICE_COOKIE_KEY_NAME}:${subject}.${nonce}`).digest().subarray(0, SIGNATURE_BYTES).toString('base64url');

/** A new device cookie (a fresh nonce) for the account whose hashed email is `subject`. */
export async function signDeviceCookie(db: TDatabase, subject: string): Promise<string> {
  const nonce = randomBytes(NONCE_BYTES).toString('base64url');
  return `${subject}.${nonce}.${signatureOf(await appKey(db, DEVICE_COOKIE_KEY_NAME), subject, nonce)}`;
}

/**
 * The device a cookie names (its nonce) when the app made it for `subject`, else null: missing,
 * malformed, changed, or another account's. Never throws for what a browser sends.
 */
export async function verifyDeviceCookie(db: TDatabase, value: unknown, subject: string): Promise<string | null> {
  if (typeof value !== 'string' || value.length > 100) return null;
  const match = COOKIE_PATTERN.exec(value);
  if (!match || match[1] !== subject) return null;
  const nonce = match[2]!;
  // Compared as text in constant time: 22 base64url characters carry 132 bits for 128, so only
  // the app's own spelling of a signature is accepted (as signed links do).
  const given = Buffer.from(match[3]!, 'utf8');
  const expected = Buffer.from(signatureOf(await appKey(db, DEVICE_COOKIE_KEY_NAME), subject, nonce), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}
